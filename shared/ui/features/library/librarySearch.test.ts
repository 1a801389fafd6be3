import { describe, expect, it } from 'vitest';
import type { LibraryDocument } from '../../../sync/librarySchema.ts';
import { searchLibrary } from './librarySearch.ts';

const doc = (id: string, filename: string, summary: string): LibraryDocument => ({
  id,
  filename,
  summary,
  wordCount: 1,
  summaryWordCount: 1,
  language: 'en',
  level: 3,
  stats: {},
  sources: [],
  retention: 'retain',
  expiresAt: null,
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
  sequence: 1,
});

describe('searchLibrary', () => {
  const library = [
    doc('1', 'Board minutes.pdf', 'The board approved the budget.'),
    doc('2', 'Vertrag.docx', 'Kündigung'),
  ];
  it('finds by file name and by text, every word, ignoring case and accents', () => {
    expect(searchLibrary(library, 'minutes').map((d) => d.id)).toEqual(['1']);
    expect(searchLibrary(library, 'BUDGET approved').map((d) => d.id)).toEqual(['1']);
    expect(searchLibrary(library, 'kundigung').map((d) => d.id)).toEqual(['2']);
    expect(searchLibrary(library, 'budget kundigung')).toEqual([]);
    expect(searchLibrary(library, '  ')).toHaveLength(2);
  });
});
