import { type ComponentType, lazy } from 'react';
import type { PageName } from './routeTable.ts';

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

export const ROUTE_PAGES: Record<Exclude<PageName, 'dashboard'>, ComponentType> = {
  library: lazy(() => import('./features/library/LibraryPage.tsx')),
  authSplash: lazy(() => import('./pages/AuthSplashPage.tsx')),
  signIn: lazy(() => import('./pages/sign-in/SignInPage.tsx')),
  pricing: lazy(() => import('./pages/pricing/PricingPage.tsx')),
  feedback: lazy(() => import('./pages/feedback/FeedbackPage.tsx')),
  checkoutSuccess: lazy(() => import('./pages/payment-result/CheckoutSuccessPage.tsx')),
  subscriptionSuccess: lazy(() => import('./pages/payment-result/SubscriptionSuccessPage.tsx')),
  payPerDocument: lazy(() => import('./features/payments/PayPerDocumentPage.tsx')),
  subscribe: lazy(() => import('./features/payments/SubscribePage.tsx')),
  subscriptionManage: lazy(() => import('./features/payments/SubscriptionManagePage.tsx')),
  myAccount: lazy(() => import('./features/payments/MyAccountPage.tsx')),
  paymentDebug: lazy(() => import('./features/payments/PaymentDebugPage.tsx')),
  addCredit: lazy(() => import('./features/payments/AddCreditPage.tsx')),
  // The admin area, each page in its own chunk: nothing of it reaches the public pages' bundles.
  adminDashboard: lazy(() => import('./features/admin/AdminDashboardPage.tsx')),
  adminSurveys: lazy(() => import('./features/admin/SurveysAdminPage.tsx')),
  signupMonitor: lazy(() => import('./features/admin/SignupMonitorPage.tsx')),
  analytics: lazy(() => import('./features/admin/AnalyticsPage.tsx')),
  useCases: lazy(() => content.useCases().then((m) => ({ default: m.UseCasesPage }))),
  faq: lazy(() => content.faq().then((m) => ({ default: m.FaqPage }))),
  whyProduct: lazy(() => content.whyProduct().then((m) => ({ default: m.WhyProductPage }))),
  urlSummarizer: lazy(() => content.urlSummarizer().then((m) => ({ default: m.UrlSummarizerPage }))),
  urlSummarizerGuide: lazy(() =>
    content.urlSummarizerGuide().then((m) => ({ default: m.UrlSummarizerGuidePage })),
  ),
  meetingTranscript: lazy(() =>
    content.meetingTranscript().then((m) => ({ default: m.MeetingTranscriptPage })),
  ),
  howToGuide: lazy(() => guides().then((m) => ({ default: m.HowToSummarizeGuidePage }))),
  legalGuide: lazy(() => guides().then((m) => ({ default: m.LegalDocumentGuidePage }))),
  academicGuide: lazy(() => guides().then((m) => ({ default: m.AcademicResearchGuidePage }))),
  businessGuide: lazy(() => guides().then((m) => ({ default: m.BusinessDocumentGuidePage }))),
  technicalGuide: lazy(() => guides().then((m) => ({ default: m.TechnicalDocumentationGuidePage }))),
  blogIndex: lazy(() => import('./blog/BlogIndexPage.tsx').then((m) => ({ default: m.BlogIndexPage }))),
  emailManagement: lazy(() => import('./features/email/EmailManagementPage.tsx')),
  forgotPassword: lazy(() => import('./pages/password/ForgotPasswordPage.tsx')),
  resetPassword: lazy(() => import('./pages/password/ResetPasswordPage.tsx')),
  unsubscribe: lazy(() => import('./features/email/UnsubscribePage.tsx')),
  blogPost: lazy(() => import('./blog/BlogPostPage.tsx').then((m) => ({ default: m.BlogPostPage }))),
};
