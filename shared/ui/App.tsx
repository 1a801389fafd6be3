import { createElement, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { productSlug } from '../domain/index.ts';
import { AnalyticsTracker } from './analytics/AnalyticsTracker.tsx';
import { SignedInGate } from './app/SignedInGate.tsx';
import { SessionEndedRedirect } from './auth/SessionEndedRedirect.tsx';
import { usePublicConfig } from './config/PublicConfigContext.tsx';
import { CurrentSummaryGuard } from './features/library/CurrentSummaryGuard.tsx';
import { PageSpinner } from './layout/PageSpinner.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { ROUTE_PAGES } from './routePages.tsx';
import { type RouteEntry, routeTable } from './routeTable.ts';
import { Toaster } from './toast/Toaster.tsx';

/** What a route shows: its page, behind the sign-in gate (landing page for visitors) where it is signed-in only. */
function routeElement(route: RouteEntry): ReactNode {
  if (route.page === 'dashboard') return <SignedInGate />;
  const page = createElement(ROUTE_PAGES[route.page]);
  return route.access === 'signed-in' ? <SignedInGate page={page} /> : page;
}

/** The routes of the product (routeTable.ts), shared by the web app and the desktop app (each brings its own router). */
export function App() {
  const { productName } = usePublicConfig();
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {routeTable(productSlug(productName)).map((route) => (
            <Route key={route.path} path={route.path} element={routeElement(route)} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <Toaster />
      <AnalyticsTracker />
      <SessionEndedRedirect />
      <CurrentSummaryGuard />
    </>
  );
}
