import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { DEFAULT_RULES } from '../../shared/domain/index.ts';
import { App } from '../../shared/ui/App.tsx';
import { AppProviders } from '../../shared/ui/AppProviders.tsx';
import '../../shared/ui/styles.css';

// The renderer is loaded from a file, so routes live in the hash (#/pricing) instead of the path.
createRoot(document.getElementById('root')!).render(
  <AppProviders config={DEFAULT_RULES} auth="loading">
    <HashRouter>
      <App />
    </HashRouter>
  </AppProviders>,
);
