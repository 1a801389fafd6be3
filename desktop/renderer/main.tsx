import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { DEFAULT_RULES } from '../../shared/domain/index.ts';
import { App } from '../../shared/ui/App.tsx';
import { PublicConfigProvider } from '../../shared/ui/config/PublicConfigContext.tsx';
import { desktopBridge } from './desktopBridge.ts';
import { OpenedDocumentPanel } from './OpenedDocumentPanel.tsx';
import '../../shared/ui/styles.css';

const bridge = desktopBridge();

// The renderer is loaded from a file, so routes live in the hash (#/pricing) instead of the path.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PublicConfigProvider value={DEFAULT_RULES}>
      <HashRouter>
        <App />
      </HashRouter>
      {bridge && <OpenedDocumentPanel bridge={bridge} />}
    </PublicConfigProvider>
  </StrictMode>,
);
