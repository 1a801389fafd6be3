import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '../shared/ui/App.tsx';
import { AppProviders } from '../shared/ui/AppProviders.tsx';
import { readPublicConfig } from '../shared/ui/config/publicConfig.ts';
import { readInitialData } from '../shared/ui/ssr/InitialData.tsx';
import '../shared/ui/styles.css';

const container = document.getElementById('root')!;
// The server renders every page; the Vite dev server does not, and then the app starts from nothing.
const serverRendered = container.hasChildNodes();

const app = (
  <AppProviders
    config={readPublicConfig()}
    initialData={readInitialData()}
    auth={serverRendered ? 'visitor' : 'loading'}
  >
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </AppProviders>
);

if (serverRendered) hydrateRoot(container, app);
else createRoot(container).render(app);
