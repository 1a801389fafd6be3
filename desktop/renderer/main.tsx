import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { DEFAULT_RULES } from '../../shared/domain/index.ts';
import { App } from '../../shared/ui/App.tsx';
import { AppProviders } from '../../shared/ui/AppProviders.tsx';
import { configureApiClient } from '../../shared/ui/apiClient.ts';
import { createBridgeFetch } from './bridgeFetch.ts';
import { desktopBridge } from './desktopBridge.ts';
import { OpenedDocumentPanel } from './OpenedDocumentPanel.tsx';
import '../../shared/ui/styles.css';

const bridge = desktopBridge();
// Every API call of the shared UI goes through the main process, which adds the account's token.
if (bridge) configureApiClient({ fetch: createBridgeFetch(bridge) });

// The renderer is loaded from a file, so routes live in the hash (#/pricing) instead of the path.
createRoot(document.getElementById('root')!).render(
  <AppProviders config={DEFAULT_RULES} auth="loading">
    <HashRouter>
      <App />
    </HashRouter>
    {bridge && <OpenedDocumentPanel bridge={bridge} />}
  </AppProviders>,
);
