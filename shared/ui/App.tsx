import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { productSlug } from '../domain/index.ts';
import { SignedInGate } from './app/SignedInGate.tsx';
import { SessionEndedRedirect } from './auth/SessionEndedRedirect.tsx';
import { usePublicConfig } from './config/PublicConfigContext.tsx';
import { contentRoutes } from './content/contentRoutes.tsx';
import { CurrentSummaryGuard } from './features/library/CurrentSummaryGuard.tsx';
import { PageSpinner } from './layout/PageSpinner.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PROTECTED_PATHS, SUMMARIZER_ALIASES } from './routeTable.ts';
import { Toaster } from './toast/Toaster.tsx';

// Pages other than the landing page load on demand, keeping the home page's JavaScript small.
const PricingPage = lazy(() => import('./pages/pricing/PricingPage.tsx'));
const AuthSplashPage = lazy(() => import('./pages/AuthSplashPage.tsx'));
const SignInPage = lazy(() => import('./pages/sign-in/SignInPage.tsx'));
const FeedbackPage = lazy(() => import('./pages/feedback/FeedbackPage.tsx'));
const CheckoutSuccessPage = lazy(() => import('./pages/payment-result/CheckoutSuccessPage.tsx'));
const SubscriptionSuccessPage = lazy(() => import('./pages/payment-result/SubscriptionSuccessPage.tsx'));
const LibraryPage = lazy(() => import('./features/library/LibraryPage.tsx'));

/** Protected paths with a page of their own (the rest show the signed-in home for now). */
const ROUTED_PROTECTED_PATHS: ReadonlySet<string> = new Set(['/library']);

/** Paths where visitors see the landing page and signed-in users the app. */
const GATED_PATHS = [
  '/',
  '/signup',
  '/add-credit',
  '/payment-debug',
  ...PROTECTED_PATHS.filter((path) => !ROUTED_PROTECTED_PATHS.has(path)),
  ...SUMMARIZER_ALIASES,
];

/** The routes of the product, shared by the web app and the desktop app (each brings its own router). */
export function App() {
  const { productName } = usePublicConfig();
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {GATED_PATHS.map((path) => (
            <Route key={path} path={path} element={<SignedInGate />} />
          ))}
          <Route path="/library" element={<SignedInGate page={<LibraryPage />} />} />
          <Route path="/auth" element={<AuthSplashPage />} />
          <Route path="/login" element={<SignInPage />} />
          <Route path="/pricing" element={<PricingPage />} />
          <Route path="/feedback" element={<FeedbackPage />} />
          <Route path="/checkout-success" element={<CheckoutSuccessPage />} />
          <Route path="/subscription-success" element={<SubscriptionSuccessPage />} />
          {contentRoutes(productSlug(productName))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
      <Toaster />
      <SessionEndedRedirect />
      <CurrentSummaryGuard />
    </>
  );
}
