import { describe, expect, it } from 'vitest';
import { cleanFilename } from './multipart.ts';

describe('cleanFilename', () => {
  it('cuts a 5,000-character name in its stem, keeping the extension', () => {
    const cleaned = cleanFilename(`${'a'.repeat(5000)}.pdf`, 'document');
    expect([...cleaned]).toHaveLength(255);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });

  it('keeps short names, drops folders and control characters, and falls back when nothing is left', () => {
    expect(cleanFilename('C:\\reports\\q3\u0007.docx', 'document')).toBe('q3.docx');
    expect(cleanFilename('   ', 'document')).toBe('document');
    expect([...cleanFilename('é'.repeat(300), 'document')]).toHaveLength(255);
  });
});
