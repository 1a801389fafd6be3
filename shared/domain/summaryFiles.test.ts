import { describe, expect, it } from 'vitest';
import { summaryFileName } from './summaryFiles.ts';

describe('the name of a downloaded summary', () => {
  it("is the document's name without its extension, plus summary", () => {
    expect(summaryFileName('Board minutes.pdf', 'docx')).toBe('Board minutes summary.docx');
    expect(summaryFileName('report.final.v2.txt', 'pdf')).toBe('report.final.v2 summary.pdf');
    expect(summaryFileName('Pasted text', 'md')).toBe('Pasted text summary.md');
  });

  it('is summary.txt when the document has no usable name', () => {
    expect(summaryFileName('', 'txt')).toBe('summary.txt');
    expect(summaryFileName('.pdf', 'txt')).toBe('summary.txt');
    expect(summaryFileName('  ', 'md')).toBe('summary.md');
  });

  it('never carries a character a file system refuses, nor a path', () => {
    expect(summaryFileName('../../etc/passwd', 'txt')).toBe('etc-passwd summary.txt');
    expect(summaryFileName('Q3: "final" <draft>?.docx', 'pdf')).toBe('Q3- -final- -draft- summary.pdf');
    expect(summaryFileName('a\u0000b\tc.pdf', 'txt')).toBe('a-b-c summary.txt');
    expect(summaryFileName(`${'x'.repeat(300)}.pdf`, 'txt')).toBe(`${'x'.repeat(120)} summary.txt`);
  });
});
