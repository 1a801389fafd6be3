/** A summary sentence with where it came from (UploadResult.sources). */
export interface SentenceSource {
  text: string;
  passage?: string;
}

export type TextSegment = { text: string; source: number | null };

/**
 * Splits one run of rendered summary text into pieces, marking those that are a summary sentence with
 * the index of its source. Sentences are found by their text (whitespace-insensitive); text matching
 * no source stays plain.
 */
export function segmentBySources(text: string, sources: readonly SentenceSource[]): TextSegment[] {
  const hits: { start: number; end: number; source: number }[] = [];
  sources.forEach((source, index) => {
    const needle = source.text.trim();
    if (needle.length < 8) return;
    const pattern = new RegExp(needle.split(/\s+/).map(escapeRegExp).join('\\s+'));
    const match = pattern.exec(text);
    if (!match) return;
    const start = match.index;
    const end = start + match[0].length;
    if (hits.some((hit) => start < hit.end && end > hit.start)) return;
    hits.push({ start, end, source: index });
  });
  hits.sort((a, b) => a.start - b.start);
  const segments: TextSegment[] = [];
  let at = 0;
  for (const hit of hits) {
    if (hit.start > at) segments.push({ text: text.slice(at, hit.start), source: null });
    segments.push({ text: text.slice(hit.start, hit.end), source: hit.source });
    at = hit.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), source: null });
  return segments;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
