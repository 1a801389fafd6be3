import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { DEFAULT_RULES } from '../../shared/domain/index.ts';
import { App } from '../../shared/ui/App.tsx';
import { AppProviders } from '../../shared/ui/AppProviders.tsx';
import { configureApiClient } from '../../shared/ui/apiClient.ts';
import { configureSignOut } from '../../shared/ui/auth/signOut.ts';
import { useDashboardStore } from '../../shared/ui/features/dashboard/dashboardStore.ts';
import {
  type ChosenDocument,
  configureDocumentSummarizer,
} from '../../shared/ui/features/dashboard/documentSummarizer.ts';
import { configureLibraryFetch } from '../../shared/ui/features/library/libraryFetch.ts';
import { apiPendingSyncDeps, startPendingSync } from '../../shared/ui/features/library/pendingSync.ts';
import { toast } from '../../shared/ui/toast/toastStore.ts';
import { createBridgeFetch } from './bridgeFetch.ts';
import { desktopBridge } from './desktopBridge.ts';
import { createDesktopSummarizer, desktopPendingSender } from './desktopSummarizer.ts';
import { listenForDroppedDocuments } from './fileDrop.ts';
import { serverSignedInUserId } from './serverAccount.ts';
import '../../shared/ui/styles.css';

const bridge = desktopBridge();
if (bridge) {
  // Every API call of the shared UI goes through the main process, which adds the account's token.
  const bridgeFetch = createBridgeFetch(bridge);
  // Opened offline, the shared UI still knows who was signed in (shared/ui/auth/rememberedAccount.ts):
  // the bridge's fetch rejects like a browser's when the server cannot be reached.
  configureApiClient({ fetch: bridgeFetch });
  // The library replicates with the server the app signed in to, through the same door; its live
  // changes come from the main process, which holds the server's event stream (bridge.ts).
  configureLibraryFetch(bridgeFetch, { liveChanges: (onChange) => bridge.onLibraryChange(onChange) });
  // The dashboard reads documents on this computer and sends only their text; offline, the device
  // summarizes and the summary waits to sync.
  configureDocumentSummarizer(createDesktopSummarizer(bridge));
  startPendingSync({
    ...apiPendingSyncDeps(desktopPendingSender(bridge)),
    signedInUserId: () => serverSignedInUserId(bridge),
    // The main process reports one summary's stages at a time: the dashboard's goes first.
    paused: () => useDashboardStore.getState().phase === 'processing',
  });

  // File > Open, Open Recent, "Open with", a second launch, a drop anywhere on the window: the
  // document lands in the dashboard, chosen and ready to summarize.
  // Signed out, the document stays chosen while the user signs in; the dashboard then shows it.
  const openInDashboard = async (document: ChosenDocument) => {
    useDashboardStore.getState().chooseFile(document);
    const session = await bridge.getSession().catch(() => null);
    if (session && !session.signedIn) {
      toast({ title: `Sign in to summarize ${document.name}`, description: 'It waits on the dashboard.' });
      window.location.hash = '#/auth';
    } else if (window.location.hash !== '#/' && window.location.hash !== '') window.location.hash = '#/';
  };
  bridge.onFileOpened((file) => void openInDashboard({ name: file.name, size: file.size, path: file.path }));
  listenForDroppedDocuments(
    bridge,
    (path, file) => void openInDashboard({ name: file.name, size: file.size, path }),
  );
  // Signed out (File > Sign Out, or the header's Logout): the device forgets a non-subscriber's
  // current summary too, and the page starts again signed out.
  const startSignedOut = () =>
    void import('../../shared/ui/features/library/currentSummaryRuntime.ts')
      .then(({ forgetCurrentSummary }) => forgetCurrentSummary())
      .catch(() => {})
      .finally(() => {
        window.location.hash = '#/';
        window.location.reload();
      });
  // The header's Logout: the main process revokes the token (through the contract client) and forgets it.
  configureSignOut(async () => {
    await bridge.signOut();
    startSignedOut();
  });

  bridge.onMenuCommand((command) => {
    if (command === 'new-summary') {
      // A summary in progress keeps going; otherwise the uploader starts afresh.
      if (useDashboardStore.getState().phase !== 'processing') useDashboardStore.getState().reset();
      window.location.hash = '#/';
    } else if (command === 'show-library') window.location.hash = '#/library';
    else if (command === 'show-account') window.location.hash = '#/my-account';
    // File > Sign Out already revoked and forgot the token.
    else if (command === 'signed-out') startSignedOut();
  });
}

// The renderer is loaded from a file, so routes live in the hash (#/pricing) instead of the path.
createRoot(document.getElementById('root')!).render(
  <AppProviders config={DEFAULT_RULES} auth="loading">
    <HashRouter>
      <App />
    </HashRouter>
  </AppProviders>,
);
