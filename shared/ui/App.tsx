import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { productSlug } from '../domain/index.ts';
import { usePublicConfig } from './config/PublicConfigContext.tsx';
import { contentRoutes } from './content/contentRoutes.tsx';
import { LandingPage } from './pages/LandingPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

/** The routes of the product, shared by the web app and the desktop app (each brings its own router). */
export function App() {
  const { productName } = usePublicConfig();
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        {contentRoutes(productSlug(productName))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

/** Shown for the moment a lazily loaded page's code is on its way. */
function PageLoading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-sky-200 border-t-sky-700" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
