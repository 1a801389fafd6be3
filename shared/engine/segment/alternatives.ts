/**
 * Listed words or phrases as the alternatives of a pattern: longest first, so that a longer form wins
 * where a shorter one begins it ("best regards" before "best"), and an apostrophe matching a
 * typographic one ("n'hésitez" and "n’hésitez").
 */
export function alternativesOf(forms: Iterable<string>): string[] {
  return [...new Set(forms)].sort((a, b) => b.length - a.length).map((form) => form.replace(/'/g, "['’]"));
}
