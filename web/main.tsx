import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '../shared/ui/App.tsx';
import { PublicConfigProvider } from '../shared/ui/config/PublicConfigContext.tsx';
import { readPublicConfig } from '../shared/ui/config/publicConfig.ts';
import '../shared/ui/styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PublicConfigProvider value={readPublicConfig()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </PublicConfigProvider>
  </StrictMode>,
);
