/**
 * Pages that only forward the visitor with <meta http-equiv="refresh" content="0; url=…"> (link
 * shorteners, moved pages) are followed like HTTP redirects: same limit, same checks. A refresh that
 * waits longer than a few seconds, or reloads the page itself (news front pages), is not a redirect.
 */

const MAX_DELAY_SECONDS = 5;
/** Where a forwarding page puts its <meta>: in the head, near the top. */
const SCAN_CHARS = 8192;

export function metaRefreshTarget(html: string, current: URL): string | undefined {
  const head = html.slice(0, SCAN_CHARS);
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!/http-equiv\s*=\s*["']?refresh\b/i.test(tag)) continue;
    const content = /content\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = content?.[1] ?? content?.[2] ?? content?.[3] ?? '';
    const parsed = /^\s*(\d+(?:\.\d+)?)\s*[;,]?\s*(?:url\s*=\s*)?["']?([^"']*)["']?\s*$/i.exec(value);
    if (!parsed) continue;
    const delay = Number(parsed[1]);
    const location = parsed[2]?.trim() ?? '';
    if (delay > MAX_DELAY_SECONDS || location === '') continue;
    let target: URL;
    try {
      target = new URL(location, current);
    } catch {
      continue;
    }
    const withoutHash = (url: URL) => url.href.replace(/#.*$/, '');
    if (withoutHash(target) === withoutHash(current)) continue;
    return target.href;
  }
  return undefined;
}
