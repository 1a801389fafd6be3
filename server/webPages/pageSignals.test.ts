import { parseHTML } from 'linkedom';
import { describe, expect, test } from 'vitest';
import type { AppError } from '../http/errors.ts';
import { assertReadable, type PageSignals, readPageSignals } from './pageSignals.ts';

const signalsOf = (html: string) => {
  const page = html.startsWith('<html')
    ? html
    : `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
  return readPageSignals((parseHTML(page) as unknown as { document: Document }).document);
};

const QUIET: PageSignals = {
  ogType: 'article',
  scriptCount: 0,
  emptyAppRoot: false,
  asksForJavaScript: false,
  hasPasswordField: false,
  paywallMarked: false,
};

function kindOf(signals: PageSignals, words: number): string | undefined {
  try {
    assertReadable(signals, words);
    return undefined;
  } catch (error) {
    return (error as AppError).details.kind as string;
  }
}

describe('readPageSignals', () => {
  test('reads each signal, whatever the letter case of the markup', () => {
    expect(
      signalsOf(`<html><head><meta property="og:type" content="Video.Movie"></head><body>
        <div class="article-PayWall-box"></div><input type="PASSWORD"><div id="root"></div>
        <noscript>Please enable JavaScript to continue.</noscript><script></script></body></html>`),
    ).toEqual({
      ogType: 'video.movie',
      scriptCount: 1,
      emptyAppRoot: true,
      asksForJavaScript: true,
      hasPasswordField: true,
      paywallMarked: true,
    });
  });

  test('finds paywalls declared in structured data or article meta', () => {
    expect(
      signalsOf('<script type="application/ld+json">{"isAccessibleForFree": "False"}</script>').paywallMarked,
    ).toBe(true);
    expect(signalsOf('<meta property="article:content_tier" content="locked">').paywallMarked).toBe(true);
    expect(signalsOf('<p>Subscribe to continue reading</p>').paywallMarked).toBe(true);
    expect(signalsOf('<p>An ordinary page about subscriptions.</p>').paywallMarked).toBe(false);
  });

  test('structured data scripts are not counted as scripts', () => {
    expect(signalsOf('<script type="application/ld+json">{}</script>').scriptCount).toBe(0);
  });

  test('an app root with content is not empty', () => {
    expect(signalsOf('<div id="root"><p>Server-rendered text</p></div>').emptyAppRoot).toBe(false);
  });
});

describe('assertReadable', () => {
  test('long articles pass whatever else the page carries', () => {
    const everything = { ...QUIET, hasPasswordField: true, paywallMarked: true, scriptCount: 40 };
    expect(kindOf(everything, 1200)).toBeUndefined();
  });

  test('short pages are classified by their strongest signal', () => {
    expect(kindOf({ ...QUIET, ogType: 'video.other' }, 100)).toBe('video');
    expect(kindOf({ ...QUIET, hasPasswordField: true }, 100)).toBe('login');
    expect(kindOf({ ...QUIET, paywallMarked: true }, 100)).toBe('paywall');
    expect(kindOf({ ...QUIET, emptyAppRoot: true }, 10)).toBe('javascript');
    expect(kindOf({ ...QUIET, scriptCount: 12 }, 10)).toBe('javascript');
    expect(kindOf(QUIET, 10)).toBe('too_short');
    expect(kindOf(QUIET, 60)).toBeUndefined();
  });
});
