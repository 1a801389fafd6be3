/** Where to go after signing in: a same-site path from the query, else home (never another site). */
export function returnPathFrom(query: URLSearchParams): string {
  const candidate = query.get('returnTo');
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\'))
    return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return '/';
  return candidate;
}
