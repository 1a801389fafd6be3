import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { DEFAULT_RULES } from '../../shared/domain/index.ts';
import { App } from '../../shared/ui/App.tsx';
import { AppProviders } from '../../shared/ui/AppProviders.tsx';
import { configureApiClient } from '../../shared/ui/apiClient.ts';
import { configureLibraryFetch } from '../../shared/ui/features/library/libraryFetch.ts';
import { createBridgeFetch } from './bridgeFetch.ts';
import { desktopBridge } from './desktopBridge.ts';
import { OpenedDocumentPanel } from './OpenedDocumentPanel.tsx';
import '../../shared/ui/styles.css';

const bridge = desktopBridge();
if (bridge) {
  // Every API call of the shared UI goes through the main process, which adds the account's token.
  const bridgeFetch = createBridgeFetch(bridge);
  configureApiClient({ fetch: bridgeFetch });
  // The library replicates with the server the app signed in to, through the same door; its live
  // changes come from the main process, which holds the server's event stream (bridge.ts).
  configureLibraryFetch(bridgeFetch, { liveChanges: (onChange) => bridge.onLibraryChange(onChange) });
  // File > Sign Out already forgot the token: the device forgets a non-subscriber's current summary
  // too, and the page starts again signed out.
  bridge.onMenuCommand((command) => {
    if (command !== 'signed-out') return;
    void import('../../shared/ui/features/library/currentSummaryRuntime.ts')
      .then(({ forgetCurrentSummary }) => forgetCurrentSummary())
      .catch(() => {})
      .finally(() => {
        window.location.hash = '#/';
        window.location.reload();
      });
  });
}

// The renderer is loaded from a file, so routes live in the hash (#/pricing) instead of the path.
createRoot(document.getElementById('root')!).render(
  <AppProviders config={DEFAULT_RULES} auth="loading">
    <HashRouter>
      <App />
    </HashRouter>
    {bridge && <OpenedDocumentPanel bridge={bridge} />}
  </AppProviders>,
);
