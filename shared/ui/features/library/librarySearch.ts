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
