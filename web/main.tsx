import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { productSlug } from '../shared/domain/index.ts';
import { App } from '../shared/ui/App.tsx';
import { AppProviders } from '../shared/ui/AppProviders.tsx';
import { readPublicConfig } from '../shared/ui/config/publicConfig.ts';
import { preloadPage } from '../shared/ui/routePages.tsx';
import '../shared/ui/styles.css';
import { OfflineWorkerRegistration } from './serviceWorker/OfflineWorkerRegistration.tsx';

const container = document.getElementById('root')!;
// The server renders every page; the Vite dev server does not, and then the app starts from nothing.
const serverRendered = container.hasChildNodes();

const config = readPublicConfig();
const app = (
  <AppProviders
    config={config}
    // The server says who it rendered the page for: a visitor (data-auth="visitor": nobody to ask
    // about) or a signed-in browser (data-auth="loading": signed-in paths wait while it reads who).
    // Hydration starts from the same state.
    auth={serverRendered && container.dataset.auth === 'visitor' ? 'visitor' : 'loading'}
    // Production builds only: the dev server's modules are not hashed, a worker would keep stale ones.
    hostExtras={import.meta.env.PROD && <OfflineWorkerRegistration />}
  >
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </AppProviders>
);

if (serverRendered) {
  // The page's own chunk first, so React takes over the whole server HTML in one pass (routePages.tsx).
  void preloadPage(window.location.pathname, productSlug(config.productName))
    .catch(() => {})
    .then(() => hydrateRoot(container, app));
} else createRoot(container).render(app);
