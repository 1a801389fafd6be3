/**
 * Builds small, valid PDF files for tests: pages with a real text layer (Helvetica), pages that only
 * paint an image (what a scan looks like), blank pages, and a password-encrypted variant.
 */

interface PdfPageSpec {
  /** Lines of text drawn on the page (ASCII), top to bottom. */
  lines?: string[];
  /**
   * Lines drawn at given heights (points from the bottom), e.g. a running header and footer; at a given
   * distance from the left edge too (a table's cells), else at the margin, 72 points in.
   */
  placed?: Array<{ y: number; text: string; x?: number; size?: number }>;
  /** The page's size in points: a US Letter page unless given (a slide is 960 by 540). */
  size?: { width: number; height: number };
  /** Paint a small grey image over the page, like a scanned page. */
  image?: boolean;
}

export interface PdfSpec {
  pages: PdfPageSpec[];
  title?: string;
  /** Add an encryption dictionary that no empty password opens. */
  encrypted?: boolean;
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (ch) => `\\${ch}`);
}

export function buildPdf(spec: PdfSpec): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesNode = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const imagePixels = 'ff'.repeat(8 * 8);
  const image = add(
    `<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /ASCIIHexDecode /Length ${imagePixels.length + 1} >>\nstream\n${imagePixels}>\nendstream`,
  );
  const pageIds: number[] = [];
  for (const page of spec.pages) {
    const operations: string[] = [];
    if (page.image) operations.push('q 500 0 0 700 50 50 cm /Im1 Do Q');
    const placed = (y: number, x = 72, size = 10) => `BT /F1 ${size} Tf ${x} ${y} Td`;
    // Text above the body is drawn first and text below it last, as page layouts usually do.
    for (const { y, x, size, text } of (page.placed ?? []).filter((item) => item.y > 720)) {
      operations.push(`${placed(y, x, size)} (${escapePdfString(text)}) Tj ET`);
    }
    if (page.lines?.length) {
      operations.push('BT /F1 12 Tf 14 TL 72 720 Td');
      for (const line of page.lines) operations.push(`(${escapePdfString(line)}) Tj T*`);
      operations.push('ET');
    }
    for (const { y, x, size, text } of (page.placed ?? []).filter((item) => item.y <= 720)) {
      operations.push(`${placed(y, x, size)} (${escapePdfString(text)}) Tj ET`);
    }
    const content = operations.join('\n');
    const contentId = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesNode} 0 R /MediaBox [0 0 ${page.size?.width ?? 612} ${page.size?.height ?? 792}] /Contents ${contentId} 0 R /Resources << /Font << /F1 ${font} 0 R >> /XObject << /Im1 ${image} 0 R >> >> >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesNode} 0 R >>`;
  objects[pagesNode - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const info = spec.title ? add(`<< /Title (${escapePdfString(spec.title)}) >>`) : undefined;
  const encrypt = spec.encrypted
    ? add(`<< /Filter /Standard /V 1 /R 2 /O <${'7a'.repeat(32)}> /U <${'3c'.repeat(32)}> /P -4 >>`)
    : undefined;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const trailerParts = [`/Size ${objects.length + 1}`, `/Root ${catalog} 0 R`];
  if (info) trailerParts.push(`/Info ${info} 0 R`);
  if (encrypt)
    trailerParts.push(`/Encrypt ${encrypt} 0 R`, `/ID [<${'ab'.repeat(16)}> <${'ab'.repeat(16)}>]`);
  out += `trailer\n<< ${trailerParts.join(' ')} >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character above is ASCII, so string offsets are byte offsets.
  return new TextEncoder().encode(out);
}

/**
 * Lines placed down a page from the top of the body, 12 points apart, with a wider gap where an entry is
 * blank: a new paragraph, as a PDF's layout shows one.
 */
export function placedParagraphs(lines: readonly string[]): Array<{ y: number; text: string }> {
  let y = 720;
  return lines.flatMap((text) => {
    y -= text ? 12 : 30;
    return text ? [{ y, text }] : [];
  });
}
