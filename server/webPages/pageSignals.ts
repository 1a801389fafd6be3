import { TOO_SHORT_MESSAGE, unsupportedPage } from './errors.ts';
import { videoPageError } from './siteRules.ts';

/**
 * Telling a page we cannot summarize from one that is merely short: signals read from the whole page
 * before the article is extracted, then judged against how much article text was found.
 */

export interface PageSignals {
  ogType: string;
  scriptCount: number;
  /** An app root (#root, #app, #__next, …) with nothing inside: the page is rendered by JavaScript. */
  emptyAppRoot: boolean;
  /** A <noscript> that asks the visitor to turn JavaScript on. */
  asksForJavaScript: boolean;
  hasPasswordField: boolean;
  paywallMarked: boolean;
}

/** Below these article lengths, the signal above decides that the page is not readable to us. */
const MIN_ARTICLE_WORDS = 50;
const LOGIN_WALL_MAX_WORDS = 150;
const PAYWALL_MAX_WORDS = 200;
const VIDEO_MAX_WORDS = 300;
const MANY_SCRIPTS = 5;

const APP_ROOTS = '#root, #app, #__next, #__nuxt, #svelte, #ember-app, [data-reactroot], app-root';
const PAYWALL_SELECTORS =
  '[class*="paywall" i], [id*="paywall" i], [data-paywall], [class*="subscriber-only" i], [class*="premium-content" i], [class*="meteredContent" i]';
const PAYWALL_PHRASES =
  /subscribe (now )?to (continue|keep) reading|(this|the) (article|story|content) is (only )?(available )?(exclusively )?(for|to) (paid )?(subscribers|members)|already a subscriber\?|to continue reading,? (please )?(subscribe|sign in|log in)|subscribers only/i;
const JAVASCRIPT_PHRASES =
  /(enable|turn on|activate) javascript|javascript (is )?(required|disabled|needed)/i;

function metaContent(document: Document, selector: string): string {
  return document.querySelector(selector)?.getAttribute('content')?.trim() ?? '';
}

function jsonLdSaysLocked(document: Document): boolean {
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    if (/"isAccessibleForFree"\s*:\s*"?false"?/i.test(script.textContent ?? '')) return true;
  }
  return false;
}

/** Reads the signals; call before Readability, which rewrites the document. */
export function readPageSignals(document: Document): PageSignals {
  const bodyText = document.body?.textContent ?? '';
  const tier = metaContent(document, 'meta[property="article:content_tier"]').toLowerCase();
  const paywallMarked =
    document.querySelector(PAYWALL_SELECTORS) !== null ||
    jsonLdSaysLocked(document) ||
    tier === 'locked' ||
    tier === 'metered' ||
    PAYWALL_PHRASES.test(bodyText);
  return {
    ogType: metaContent(document, 'meta[property="og:type"]').toLowerCase(),
    scriptCount: document.querySelectorAll('script:not([type="application/ld+json"])').length,
    emptyAppRoot: Array.from(document.querySelectorAll(APP_ROOTS)).some(
      (root) => (root.textContent ?? '').trim() === '',
    ),
    asksForJavaScript: Array.from(document.querySelectorAll('noscript')).some((element) =>
      JAVASCRIPT_PHRASES.test(element.textContent ?? ''),
    ),
    hasPasswordField: document.querySelector('input[type="password" i]') !== null,
    paywallMarked,
  };
}

/** Throws the matching "unsupported page" error when the article found is not worth summarizing. */
export function assertReadable(signals: PageSignals, articleWords: number): void {
  if (signals.ogType.startsWith('video') && articleWords < VIDEO_MAX_WORDS) throw videoPageError();
  if (signals.hasPasswordField && articleWords < LOGIN_WALL_MAX_WORDS) {
    throw unsupportedPage(
      'login',
      "This page asks visitors to sign in or enter a password, so we can't read its content. Copy the text from your browser and paste it instead.",
    );
  }
  if (signals.paywallMarked && articleWords < PAYWALL_MAX_WORDS) {
    throw unsupportedPage(
      'paywall',
      'This article is behind a paywall: only its preview is visible to us. If you have access, copy the text from your browser and paste it instead.',
    );
  }
  if (articleWords < MIN_ARTICLE_WORDS) {
    const javascriptApp =
      signals.emptyAppRoot || signals.asksForJavaScript || signals.scriptCount >= MANY_SCRIPTS;
    if (javascriptApp) {
      throw unsupportedPage(
        'javascript',
        'This page builds its content with JavaScript in the browser, so there is no article text for us to read. Copy the text from your browser and paste it instead.',
      );
    }
    throw unsupportedPage('too_short', TOO_SHORT_MESSAGE);
  }
}

export function loginRequiredError(status: number) {
  return unsupportedPage(
    'login',
    `This page requires signing in or does not allow automated access (HTTP ${status}), so we can't read it. Copy the text from your browser and paste it instead.`,
  );
}
