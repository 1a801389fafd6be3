import { type ComponentType, createElement, lazy } from 'react';
import { matchPath } from 'react-router';
import { type PageName, routeTable } from './routeTable.ts';

/**
 * The component of each page the route table names (the dashboard is SignedInGate's own). Each page
 * loads on demand, each in its own chunk, so the home page's JavaScript stays small. A table of its own
 * because routeTable.ts must stay free of React for the server's 404 decisions and the service worker.
 */
const guides = () => import('./guides/GuidePages.tsx');
const content = {
  useCases: () => import('./content/UseCasesPage.tsx'),
  faq: () => import('./content/FaqPage.tsx'),
  whyProduct: () => import('./content/WhyProductPage.tsx'),
  urlSummarizer: () => import('./content/UrlSummarizerPage.tsx'),
  urlSummarizerGuide: () => import('./content/UrlSummarizerGuidePage.tsx'),
  meetingTranscript: () => import('./content/MeetingTranscriptPage.tsx'),
};

type PageModule = { default: ComponentType };

interface LoadablePage {
  Component: ComponentType;
  load(): Promise<unknown>;
}

/**
 * A page in its own chunk. Like React.lazy, except that once its chunk is loaded it renders at once:
 * the browser loads the first page's chunk before hydrating (preloadPage), so the whole server HTML
 * is taken over in one pass and nothing (the answer to "who is signed in") can reach a part of the
 * page still waiting for its code, which React would then render differently from the server.
 */
function page(load: () => Promise<PageModule>): LoadablePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  return {
    Component: () => createElement(loaded ?? Lazy),
    load: start,
  };
}

const PAGES: Record<Exclude<PageName, 'dashboard'>, LoadablePage> = {
  library: page(() => import('./features/library/LibraryPage.tsx')),
  authSplash: page(() => import('./pages/AuthSplashPage.tsx')),
  signIn: page(() => import('./pages/sign-in/SignInPage.tsx')),
  pricing: page(() => import('./pages/pricing/PricingPage.tsx')),
  feedback: page(() => import('./pages/feedback/FeedbackPage.tsx')),
  checkoutSuccess: page(() => import('./pages/payment-result/CheckoutSuccessPage.tsx')),
  subscriptionSuccess: page(() => import('./pages/payment-result/SubscriptionSuccessPage.tsx')),
  payPerDocument: page(() => import('./features/payments/PayPerDocumentPage.tsx')),
  subscribe: page(() => import('./features/payments/SubscribePage.tsx')),
  subscriptionManage: page(() => import('./features/payments/SubscriptionManagePage.tsx')),
  myAccount: page(() => import('./features/payments/MyAccountPage.tsx')),
  paymentDebug: page(() => import('./features/payments/PaymentDebugPage.tsx')),
  addCredit: page(() => import('./features/payments/AddCreditPage.tsx')),
  // The admin area, each page in its own chunk: nothing of it reaches the public pages' bundles.
  adminDashboard: page(() => import('./features/admin/AdminDashboardPage.tsx')),
  adminSurveys: page(() => import('./features/admin/SurveysAdminPage.tsx')),
  signupMonitor: page(() => import('./features/admin/SignupMonitorPage.tsx')),
  analytics: page(() => import('./features/admin/AnalyticsPage.tsx')),
  useCases: page(() => content.useCases().then((m) => ({ default: m.UseCasesPage }))),
  faq: page(() => content.faq().then((m) => ({ default: m.FaqPage }))),
  whyProduct: page(() => content.whyProduct().then((m) => ({ default: m.WhyProductPage }))),
  urlSummarizer: page(() => content.urlSummarizer().then((m) => ({ default: m.UrlSummarizerPage }))),
  urlSummarizerGuide: page(() =>
    content.urlSummarizerGuide().then((m) => ({ default: m.UrlSummarizerGuidePage })),
  ),
  meetingTranscript: page(() =>
    content.meetingTranscript().then((m) => ({ default: m.MeetingTranscriptPage })),
  ),
  howToGuide: page(() => guides().then((m) => ({ default: m.HowToSummarizeGuidePage }))),
  legalGuide: page(() => guides().then((m) => ({ default: m.LegalDocumentGuidePage }))),
  academicGuide: page(() => guides().then((m) => ({ default: m.AcademicResearchGuidePage }))),
  businessGuide: page(() => guides().then((m) => ({ default: m.BusinessDocumentGuidePage }))),
  technicalGuide: page(() => guides().then((m) => ({ default: m.TechnicalDocumentationGuidePage }))),
  blogIndex: page(() => import('./blog/BlogIndexPage.tsx').then((m) => ({ default: m.BlogIndexPage }))),
  emailManagement: page(() => import('./features/email/EmailManagementPage.tsx')),
  forgotPassword: page(() => import('./pages/password/ForgotPasswordPage.tsx')),
  resetPassword: page(() => import('./pages/password/ResetPasswordPage.tsx')),
  unsubscribe: page(() => import('./features/email/UnsubscribePage.tsx')),
  blogPost: page(() => import('./blog/BlogPostPage.tsx').then((m) => ({ default: m.BlogPostPage }))),
};

export const ROUTE_PAGES = Object.fromEntries(
  Object.entries(PAGES).map(([name, loadable]) => [name, loadable.Component]),
) as Record<keyof typeof PAGES, ComponentType>;

/**
 * Loads the code of the public page at this path, if it has its own chunk (the browser entry waits
 * for it before hydrating). Signed-in paths need none: the server renders them as the landing page or
 * their loading state, both in the entry.
 */
export function preloadPage(pathname: string, productSlug: string): Promise<unknown> {
  const route = routeTable(productSlug).find(
    (entry) => entry.access === 'public' && matchPath(entry.path, pathname) !== null,
  );
  if (!route || route.page === 'dashboard') return Promise.resolve();
  return PAGES[route.page].load();
}
