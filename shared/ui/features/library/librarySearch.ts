import type { LibraryDocument } from '../../../sync/librarySchema.ts';

/** Summaries whose file name or text contains every word of the query (case- and accent-insensitive). */
export function searchLibrary(documents: LibraryDocument[], query: string): LibraryDocument[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return documents;
  return documents.filter((document) => {
    const haystack = fold(`${document.filename}\n${document.summary}`);
    return words.every((word) => haystack.includes(word));
  });
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A file name for the summary download: the document's name without its extension, plus `.md`/`.txt`. */
export function downloadName(filename: string, extension: 'md' | 'txt'): string {
  const base = filename.replace(/\.[^./\\]{1,8}$/, '').trim() || 'summary';
  return `${base} summary.${extension}`;
}
