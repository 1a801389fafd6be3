/** Documents made inside the tests, so no fixture file has to travel with the repository. */

const DISTRICTS = [
  'Northgate',
  'Riverside',
  'Old Town',
  'Harbour',
  'Hillcrest',
  'Westfield',
  'Meadows',
  'Eastbank',
];

/** Eight sentences about one district; the numbers and names keep every sentence distinct. */
function districtParagraph(name: string, index: number): string {
  const riders = 1200 + index * 137;
  return [
    `The council approved ${2 + index}.${index} million for buses in ${name} after a long debate about costs.`,
    `Routes through ${name} will run every ${6 + index} minutes during the morning rush.`,
    `Electric buses in ${name} should cut fuel spending by ${10 + index} percent within five years.`,
    `Residents of ${name} argued that ticket prices should fall before new routes are added.`,
    `The transport office will publish monthly punctuality reports for ${name} from March.`,
    `Students living in ${name} will travel free during the examination period in June.`,
    `A new cycling lane will link ${name} with the central station by autumn.`,
    `${name} counted ${riders} daily riders in the last survey and expects ${riders + 150} next year.`,
  ].join(' ');
}

/** A report of eight paragraphs of distinct sentences (about 700 words). */
export function reportText(): string {
  return DISTRICTS.map(districtParagraph).join('\n\n');
}

/** A long text of distinct sentences: `words` words or a few more. */
export function longText(words: number): string {
  const sentences: string[] = [];
  let count = 0;
  for (let index = 0; count < words; index++) {
    const sentence = `Clause ${index} of the agreement describes duty number ${index} for the supplier and its staff.`;
    sentences.push(sentence);
    count += sentence.split(/\s+/).length;
  }
  return sentences.join(' ');
}

function escapePdfText(line: string): string {
  return line.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

/** Breaks text into lines of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      if (line && line.length + word.length + 1 > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
    lines.push('');
  }
  return lines;
}

/** A real PDF (Helvetica text, one page per 50 lines) whose text a PDF reader extracts. */
export function pdfOf(text: string): Buffer {
  const lines = wrap(text, 90);
  const pages: string[][] = [];
  for (let at = 0; at < lines.length; at += 50) pages.push(lines.slice(at, at + 50));
  const objects: string[] = [];
  const fontId = 3;
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((pageLines, index) => {
    const pageId = pageIds[index]!;
    const contentId = pageId + 1;
    const stream = [
      'BT /F1 10 Tf 14 TL 50 760 Td',
      ...pageLines.map((line) => `(${escapePdfText(line)}) Tj T*`),
      'ET',
    ].join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${contentId} 0 R >>`;
    objects[contentId] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A document of sentences made of one topic word, long enough to summarize. */
export const words = (topic: string) =>
  Array.from({ length: 900 }, (_, i) => `${topic}${i % 97}${i % 10 === 9 ? '.' : ''}`).join(' ');
