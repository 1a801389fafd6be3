/**
 * Web pages for summarizing: `fetchArticle(url)` downloads a page a user links to and returns its
 * readable article as text in the engine's convention. The server fetches addresses chosen by users,
 * so every rule below exists to keep it from being used against the networks it runs in (SSRF).
 *
 * Address rules
 * - Only http: and https: URLs, at most 4096 characters, without a user name or password.
 * - Ports 80, 443, 8080 and 8443 only (the scheme's default when none is given).
 * - Host names that only exist inside private networks are refused by name: localhost, single-label
 *   names, .localhost, .local, .internal, .home.arpa, .lan, .intranet.
 * - The host is resolved (every A and AAAA record) and EVERY address must be public: IPv4 global
 *   unicast only (no loopback, 0/8, private, CGNAT, link-local and metadata, multicast, broadcast,
 *   reserved, benchmarking, documentation); IPv6 only inside 2000::/3 outside special-purpose blocks.
 *   IPv4-mapped, IPv4-translated, NAT64 (64:ff9b::/96) and 6to4 addresses are judged by the IPv4
 *   address they carry. IP literals in any form the URL parser accepts (decimal, octal, hex, short,
 *   bracketed IPv6) get the same check.
 * - The connection goes to the checked addresses only (the request's DNS lookup is pinned to them), so
 *   a DNS answer that changes after the check (rebinding) cannot redirect it. Host header and TLS SNI
 *   keep the original name; certificates are verified.
 * - Redirects are followed by hand, at most 5, each target checked exactly like the first URL.
 *
 * Download limits
 * - 15 s for the whole fetch, 10 s without socket activity (covers the connection), 10 MB of body
 *   counted after decompression (gzip, deflate, br), fresh connection per request.
 * - Accepted content: text/html, application/xhtml+xml, text/plain (sniffed when the type is missing).
 * - Charset from the byte-order mark, the Content-Type header or <meta>, else UTF-8 / windows-1252.
 *
 * Pages we say no to, with a message for the user (AppError codes in errors.ts): video platforms and
 * social networks (by host, also after redirects; og:type video), 401/403 and login forms, paywalls,
 * pages rendered by JavaScript, HTTP errors ('The page could not be fetched (HTTP 404).'), other
 * content types, and pages with under 50 words of article text.
 *
 * Articles above URL_MAX_WORDS (50,000) are cut at a paragraph boundary, with `truncated` and a notice.
 */

export { type UnsupportedKind, URL_ERROR_CODES } from './errors.ts';
export {
  DEFAULT_IDLE_TIMEOUT_MS,
  DEFAULT_MAX_BYTES,
  DEFAULT_TIMEOUT_MS,
  type FetchArticleOptions,
  type FetchedArticle,
  fetchArticle,
  MAX_REDIRECTS,
} from './fetchArticle.ts';
export { ALLOWED_PORTS } from './urlPolicy.ts';
