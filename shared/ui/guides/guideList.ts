/** The guides in the order navigation lists them. */
export const GUIDE_LINKS = [
  { path: '/how-to-summarize-documents', label: 'How to Summarize Documents' },
  { path: '/legal-document-guide', label: 'Legal Document Guide' },
  { path: '/academic-research-guide', label: 'Academic Research Guide' },
  { path: '/business-document-guide', label: 'Business Document Guide' },
  { path: '/technical-documentation-guide', label: 'Technical Documentation Guide' },
  { path: '/url-summarizer-guide', label: 'URL Summarizer Guide' },
] as const;
