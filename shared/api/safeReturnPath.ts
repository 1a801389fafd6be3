/**
 * A path to send the user back to after sign-in, or '/' when the given one could lead elsewhere: only
 * same-origin relative paths pass ('/x', not '//host', '/\\host', 'https://…' or anything with control
 * characters).
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2000) return '/';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return '/';
  try {
    const resolved = new URL(candidate, 'http://same.origin');
    if (resolved.origin !== 'http://same.origin') return '/';
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return '/';
  }
}
