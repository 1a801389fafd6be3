import type { Page } from '@playwright/test';
import { DEFAULT_RULES, productSlug } from '../../shared/domain/index.ts';
import { blogPostPath, routeTable } from '../../shared/ui/routeTable.ts';

/** A published article, standing in for the route table's /blog/:slug. */
const SAMPLE_ARTICLE = 'how-to-summarize-a-contract';

/**
 * Every page of the route table (shared/ui/routeTable.ts) as an address a browser can open, for the
 * checks that must hold on all of them (a clean console, accessibility). The test server runs with
 * the default product name.
 */
export function everyPagePath(): string[] {
  return routeTable(productSlug(DEFAULT_RULES.productName)).map((route) =>
    route.path.includes(':') ? blogPostPath(SAMPLE_ARTICLE) : route.path,
  );
}

/**
 * Everything a page logs that a person opening the developer tools would take as a fault: console
 * errors and warnings, uncaught exceptions, requests that failed or answered 4xx/5xx. Collects from
 * now until `stop()`, which answers the list.
 */
export function watchConsole(page: Page): { stop(): string[] } {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  };
  const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  };
  const onRequestFailed = (request: { url(): string; failure(): { errorText: string } | null }) => {
    const reason = request.failure()?.errorText ?? '';
    // Leaving a page cancels what it still had open (the library's live stream): the browser reports
    // that as aborted and logs nothing.
    if (reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${reason})`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  page.on('requestfailed', onRequestFailed);
  return {
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('response', onResponse);
      page.off('requestfailed', onRequestFailed);
      return problems;
    },
  };
}

/** Long-lived answers that stay open while the page is shown (the library's live changes). */
const STREAMS = /\/api\/sync\/documents\/stream|\/api\/progress\//;

/**
 * Waits until the page has asked nothing for half a second (its start-up calls, the library's first
 * pull), so what it logs late is still seen. Open event streams do not count.
 */
export async function waitForQuiet(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  let pending = 0;
  let lastChange = Date.now();
  const open = (request: { url(): string }) => {
    if (STREAMS.test(request.url())) return;
    pending += 1;
    lastChange = Date.now();
  };
  const close = (request: { url(): string }) => {
    if (STREAMS.test(request.url())) return;
    pending = Math.max(0, pending - 1);
    lastChange = Date.now();
  };
  page.on('request', open);
  page.on('requestfinished', close);
  page.on('requestfailed', close);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (pending === 0 && Date.now() - lastChange >= quietMs) return;
      await page.waitForTimeout(100);
    }
  } finally {
    page.off('request', open);
    page.off('requestfinished', close);
    page.off('requestfailed', close);
  }
}
