/** The site's navigation, in one place: the header, the mobile menu, the footer and the landing page read it. */

export interface SiteLink {
  to: string;
  label: string;
  /** One line about the page, where a menu or card has room for it. */
  blurb?: string;
}

export const GUIDE_LINKS: readonly SiteLink[] = [
  {
    to: '/how-to-summarize-documents',
    label: 'How to Summarize Documents',
    blurb: 'A practical method for any long document',
  },
  { to: '/legal-document-guide', label: 'Legal Documents', blurb: 'Contracts, leases, filings and policies' },
  {
    to: '/academic-research-guide',
    label: 'Academic Research',
    blurb: 'Papers, theses and literature reviews',
  },
  {
    to: '/business-document-guide',
    label: 'Business Documents',
    blurb: 'Reports, proposals and board packs',
  },
  {
    to: '/technical-documentation-guide',
    label: 'Technical Documentation',
    blurb: 'Specs, manuals and API references',
  },
];

export const MAIN_LINKS: readonly SiteLink[] = [
  { to: '/use-cases', label: 'Use Cases' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/blog', label: 'Blog' },
  { to: '/faq', label: 'FAQ' },
];

/** The signed-in header's links (SPEC: blog, use cases, pricing, My Account). */
/** SPEC's signed-in header links, with the Library first (where every kept summary is). */
export const ACCOUNT_LINKS: readonly SiteLink[] = [
  { to: '/library', label: 'Library' },
  { to: '/blog', label: 'Blog' },
  { to: '/use-cases', label: 'Use Cases' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/my-account', label: 'My Account' },
];

/** The admin area, for admins. */
export const ADMIN_PATH = '/admin';

/** Other ways in to the summarizer, linked from the landing page and the footer. */
export const SUMMARIZER_LINKS: readonly SiteLink[] = [
  { to: '/summarize-pdf', label: 'PDF Summarizer' },
  { to: '/summarize-word', label: 'Word Summarizer' },
  { to: '/contract-summarizer', label: 'Contract Summarizer' },
  { to: '/research-paper-summarizer', label: 'Research Paper Summarizer' },
  { to: '/url-summarizer', label: 'Web Page Summarizer' },
  { to: '/meeting-transcript-summarizer', label: 'Meeting Transcript Summarizer' },
];

/** Where every sign-in and get-started button leads. */
export const AUTH_PATH = '/auth';
