import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { htmlToText } from './htmlToText.ts';
import { assertReadable, readPageSignals } from './pageSignals.ts';
import { countWords } from './wordCount.ts';

/**
 * From a page's HTML to its readable article: Mozilla's Readability (the reader view of Firefox) on a
 * linkedom DOM, then the article converted to the engine's text convention. When Readability finds no
 * article, the page's body stands in, without navigation, headers, footers and forms.
 */

export interface ReadArticle {
  title: string;
  text: string;
  wordCount: number;
  siteName?: string;
  language?: string;
}

const BOILERPLATE =
  'nav, header, footer, aside, form, [role="navigation"], [role="banner"], [role="contentinfo"]';

function meta(document: Document, selector: string): string | undefined {
  const value = document.querySelector(selector)?.getAttribute('content')?.trim();
  return value ? value : undefined;
}

/** The primary language subtag ("en" of "en-GB"), lower case, when it looks like one. */
export function primaryLanguage(tag: string | null | undefined): string | undefined {
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
  return htmlToText(body);
}

function runReadability(document: Document) {
  try {
    return new Readability(document, { serializer: (element: Node) => element }).parse();
  } catch {
    // Readability can trip over unusual markup; the body fallback below still reads the page.
    return null;
  }
}

export function readArticle(html: string, fallbackTitle: string): ReadArticle {
  const { document } = parseHTML(html) as unknown as { document: Document };
  const signals = readPageSignals(document);
  const ogTitle = meta(document, 'meta[property="og:title"]');
  const siteName = meta(document, 'meta[property="og:site_name"]');
  const pageTitle = cleanTitle(document.title);
  const htmlLanguage =
    document.documentElement?.getAttribute('lang') ?? meta(document, 'meta[http-equiv="content-language" i]');

  const article = runReadability(document);
  const content = article?.content as unknown as Node | null | undefined;
  let text = content ? htmlToText(content) : '';
  if (countWords(text) === 0) {
    // Readability rewrote the document while trying; parse it again for the fallback.
    text = bodyFallback((parseHTML(html) as unknown as { document: Document }).document);
  }
  const wordCount = countWords(text);
  assertReadable(signals, wordCount);

  return {
    title: cleanTitle(article?.title) ?? cleanTitle(ogTitle) ?? pageTitle ?? fallbackTitle,
    text,
    wordCount,
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
  const wordCount = countWords(text);
  assertReadable(
    {
      ogType: '',
      scriptCount: 0,
      emptyAppRoot: false,
      asksForJavaScript: false,
      hasPasswordField: false,
      paywallMarked: false,
    },
    wordCount,
  );
  return { title: fallbackTitle, text, wordCount };
}
