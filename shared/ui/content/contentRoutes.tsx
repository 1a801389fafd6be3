import { lazy } from 'react';
import { Route } from 'react-router';
import { whyProductPath } from '../routeTable.ts';

/**
 * The content pages and the blog, each in its own chunk so the landing page's JavaScript stays small.
 * Returned as route elements (not a component) because <Routes> only accepts <Route> children.
 */
const UseCasesPage = lazy(() => import('./UseCasesPage.tsx').then((m) => ({ default: m.UseCasesPage })));
const FaqPage = lazy(() => import('./FaqPage.tsx').then((m) => ({ default: m.FaqPage })));
const WhyProductPage = lazy(() =>
  import('./WhyProductPage.tsx').then((m) => ({ default: m.WhyProductPage })),
);
const UrlSummarizerPage = lazy(() =>
  import('./UrlSummarizerPage.tsx').then((m) => ({ default: m.UrlSummarizerPage })),
);
const UrlSummarizerGuidePage = lazy(() =>
  import('./UrlSummarizerGuidePage.tsx').then((m) => ({ default: m.UrlSummarizerGuidePage })),
);
const MeetingTranscriptPage = lazy(() =>
  import('./MeetingTranscriptPage.tsx').then((m) => ({ default: m.MeetingTranscriptPage })),
);
const guides = () => import('../guides/GuidePages.tsx');
const HowToSummarizeGuidePage = lazy(() => guides().then((m) => ({ default: m.HowToSummarizeGuidePage })));
const LegalDocumentGuidePage = lazy(() => guides().then((m) => ({ default: m.LegalDocumentGuidePage })));
const AcademicResearchGuidePage = lazy(() =>
  guides().then((m) => ({ default: m.AcademicResearchGuidePage })),
);
const BusinessDocumentGuidePage = lazy(() =>
  guides().then((m) => ({ default: m.BusinessDocumentGuidePage })),
);
const TechnicalDocumentationGuidePage = lazy(() =>
  guides().then((m) => ({ default: m.TechnicalDocumentationGuidePage })),
);
const BlogIndexPage = lazy(() =>
  import('../blog/BlogIndexPage.tsx').then((m) => ({ default: m.BlogIndexPage })),
);
const BlogPostPage = lazy(() =>
  import('../blog/BlogPostPage.tsx').then((m) => ({ default: m.BlogPostPage })),
);

export function contentRoutes(productSlug: string) {
  return (
    <>
      <Route path="/use-cases" element={<UseCasesPage />} />
      <Route path="/faq" element={<FaqPage />} />
      <Route path={whyProductPath(productSlug)} element={<WhyProductPage />} />
      <Route path="/url-summarizer" element={<UrlSummarizerPage />} />
      <Route path="/url-summarizer-guide" element={<UrlSummarizerGuidePage />} />
      <Route path="/meeting-transcript-summarizer" element={<MeetingTranscriptPage />} />
      <Route path="/how-to-summarize-documents" element={<HowToSummarizeGuidePage />} />
      <Route path="/legal-document-guide" element={<LegalDocumentGuidePage />} />
      <Route path="/academic-research-guide" element={<AcademicResearchGuidePage />} />
      <Route path="/business-document-guide" element={<BusinessDocumentGuidePage />} />
      <Route path="/technical-documentation-guide" element={<TechnicalDocumentationGuidePage />} />
      <Route path="/blog" element={<BlogIndexPage />} />
      <Route path="/blog/:slug" element={<BlogPostPage />} />
    </>
  );
}
