import { CONTENT_FACTS } from './facts.ts';

/** What the URL summarizer can and cannot read, shared by /url-summarizer and its guide. */
export const URL_SUPPORTED = [
  'Public news articles and blog posts',
  'Open-access research papers and reports published as HTML',
  'Documentation and reference pages served as plain HTML',
  'Encyclopedia and knowledge-base articles',
  `Pages in any of our supported languages, best from ${CONTENT_FACTS.urlRecommendedMinWords} words up`,
] as const;

export const URL_UNSUPPORTED = [
  'Password-protected pages',
  'Paywalled articles',
  'Pages that need you to log in',
  'Video and audio pages (there is no text to summarize)',
  'Social media posts and feeds',
  'Pages built entirely with JavaScript, whose text is not in the page we receive',
] as const;
