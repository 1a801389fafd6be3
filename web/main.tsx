import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '../shared/ui/App.tsx';
import { AppProviders } from '../shared/ui/AppProviders.tsx';
import { readPublicConfig } from '../shared/ui/config/publicConfig.ts';
import '../shared/ui/styles.css';
import { OfflineWorkerRegistration } from './serviceWorker/OfflineWorkerRegistration.tsx';

const container = document.getElementById('root')!;
// The server renders every page; the Vite dev server does not, and then the app starts from nothing.
const serverRendered = container.hasChildNodes();

const app = (
  <AppProviders
    config={readPublicConfig()}
    // The server renders signed-in paths as a visitor, or in their loading state when the browser
    // sent a session cookie (data-auth="loading"); hydration starts from the same state.
    auth={serverRendered && container.dataset.auth !== 'loading' ? 'visitor' : 'loading'}
  >
    <BrowserRouter>
      <App />
    </BrowserRouter>
    {/* Production builds only: the dev server's modules are not hashed, a worker would keep stale ones. */}
    {import.meta.env.PROD && <OfflineWorkerRegistration />}
  </AppProviders>
);

if (serverRendered) hydrateRoot(container, app);
else createRoot(container).render(app);
