import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { htmlToText } from '../../shared/engine/extract/formats/html.ts';
import { assertReadable, readPageSignals } from './pageSignals.ts';
import { truncateToWords } from './truncate.ts';

/**
 * From a page's HTML to its readable article: Mozilla's Readability (the reader view of Firefox) on a
 * linkedom DOM, then the article's HTML converted to the engine's text convention by the engine's own
 * HTML reader (the one uploaded .html files go through). When Readability finds no
 * article, the page's body stands in, without navigation, headers, footers and forms.
 */

export interface ReadArticle {
  title: string;
  /** The article in the engine's text convention (shared/engine/types.ts), cut to URL_MAX_WORDS. */
  text: string;
  wordCount: number;
  /** True when the article was longer than URL_MAX_WORDS and only its beginning is kept. */
  truncated: boolean;
  /** What the user should be told about the text (the truncation), when anything. */
  notice?: string;
  siteName?: string;
  /** Primary language subtag the page declares ("en"), when it declares one. */
  language?: string;
}

const BOILERPLATE =
  'nav, header, footer, aside, form, [role="navigation"], [role="banner"], [role="contentinfo"]';

function meta(document: Document, selector: string): string | undefined {
  const value = document.querySelector(selector)?.getAttribute('content')?.trim();
  return value ? value : undefined;
}

/** The primary language subtag ("en" of "en-GB"), lower case, when it looks like one. */
function primaryLanguage(tag: string | null | undefined): string | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary && /^[a-z]{2,3}$/.test(primary) ? primary : undefined;
}

function cleanTitle(title: string | null | undefined): string | undefined {
  const clean = title?.replace(/\s+/g, ' ').trim();
  return clean ? clean : undefined;
}

function bodyFallback(document: Document): string {
  const body = document.body;
  if (!body) return '';
  for (const element of Array.from(body.querySelectorAll(BOILERPLATE))) element.remove();
  return htmlToText(body.innerHTML).text;
}

/**
 * Elements Readability would discard anyway, removed up front: on a DOM where sibling walks are not
 * free, they make it markedly slower. Structured data (JSON-LD) stays for the title and site name.
 */
const NEVER_ARTICLE =
  'script:not([type="application/ld+json"]), style, noscript, template, svg, canvas, iframe, object, embed, link';

function pruneForReading(document: Document): void {
  for (const element of Array.from(document.querySelectorAll(NEVER_ARTICLE))) element.remove();
}

function runReadability(document: Document) {
  try {
    return new Readability(document).parse();
  } catch {
    // Readability can trip over unusual markup; the body fallback below still reads the page.
    return null;
  }
}

/**
 * linkedom does not build the implied <html>, <head> and <body> of markup that leaves them out (valid
 * HTML5, and common in small pages): without a <body> its document.body stays empty. Such markup is
 * wrapped in a full document first. Patterns are bounded so hostile markup cannot make them slow.
 */
function asFullDocument(html: string): string {
  if (/<html[\s>]/i.test(html) && /<body[\s>]/i.test(html)) return html;
  const lang = /<html\b[^>]{0,500}?\blang\s*=\s*["']?([\w-]{1,35})/i.exec(html.slice(0, 4096))?.[1];
  const inner = html.replace(/^\s*<!doctype[^>]{0,200}>/i, '').replace(/<\/?html\b[^>]{0,500}>/gi, '');
  const headEnd = inner.search(/<\/head\s*>/i);
  const head = headEnd >= 0 ? inner.slice(0, headEnd).replace(/<head\b[^>]{0,500}>/i, '') : '';
  const body = (headEnd >= 0 ? inner.slice(headEnd).replace(/^<\/head\s*>/i, '') : inner).replace(
    /<\/?body\b[^>]{0,2000}>/gi,
    '',
  );
  return `<!DOCTYPE html><html${lang ? ` lang="${lang}"` : ''}><head>${head}</head><body>${body}</body></html>`;
}

function parse(html: string): Document {
  return (parseHTML(asFullDocument(html)) as unknown as { document: Document }).document;
}

export function readArticle(html: string, fallbackTitle: string): ReadArticle {
  const document = parse(html);
  const signals = readPageSignals(document);
  const ogTitle = meta(document, 'meta[property="og:title"]');
  const siteName = meta(document, 'meta[property="og:site_name"]');
  const pageTitle = cleanTitle(document.title) ?? cleanTitle(document.querySelector('title')?.textContent);
  const htmlLanguage =
    document.documentElement?.getAttribute('lang') ?? meta(document, 'meta[http-equiv="content-language" i]');

  pruneForReading(document);
  const article = runReadability(document);
  let kept = truncateToWords(article?.content ? htmlToText(article.content).text : '');
  if (kept.wordCount === 0) {
    // Readability rewrote the document while trying; parse it again for the fallback.
    kept = truncateToWords(bodyFallback(parse(html)));
  }
  assertReadable(signals, kept.wordCount);

  return {
    title: cleanTitle(article?.title) ?? cleanTitle(ogTitle) ?? pageTitle ?? fallbackTitle,
    ...kept,
    siteName: cleanTitle(article?.siteName) ?? siteName,
    language: primaryLanguage(article?.lang) ?? primaryLanguage(htmlLanguage),
  };
}

/** Plain-text pages: line endings normalized, runs of blank lines collapsed to one. */
export function readPlainText(body: string, fallbackTitle: string): ReadArticle {
  const text = body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const kept = truncateToWords(text);
  assertReadable(
    {
      ogType: '',
      scriptCount: 0,
      emptyAppRoot: false,
      asksForJavaScript: false,
      hasPasswordField: false,
      paywallMarked: false,
    },
    kept.wordCount,
  );
  return { title: fallbackTitle, ...kept };
}
