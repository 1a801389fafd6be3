/** Documents made inside the tests, so no fixture file has to travel with the repository. */

const TOPICS = [
  'The city council approved a new budget for public transport after a long debate about costs.',
  'Bus routes in the northern districts will run every ten minutes during the morning rush.',
  'The plan sets aside money for electric buses, which should cut fuel spending within five years.',
  'Critics argued that ticket prices should fall before any new routes are added to the network.',
  'The transport office will publish monthly reports on punctuality, ridership and complaints.',
  'A pilot programme offers free travel to students during the examination period in June.',
  'Cycling lanes along the river will connect the university campus with the central station.',
  'The council expects ridership to grow by twelve percent once the new timetable starts.',
];

/** About 100 sentences of plain prose in paragraphs (roughly 1,500 words). */
export function reportText(): string {
  const paragraphs: string[] = [];
  for (let paragraph = 0; paragraph < 12; paragraph++) {
    const sentences = TOPICS.map((sentence, index) =>
      index === 0 ? `Section ${paragraph + 1}. ${sentence}` : sentence,
    );
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs.join('\n\n');
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
