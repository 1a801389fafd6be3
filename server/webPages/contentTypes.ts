import { unsupportedPage } from './errors.ts';

/**
 * Which answers we read: HTML and XHTML pages and plain text. Documents get a message pointing to the
 * upload instead; anything else is refused by its type. Answers without a usable type are sniffed.
 */

export type PageKind = 'html' | 'text' | 'sniff';

const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'a PDF file',
  'application/msword': 'a Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'a Word document',
  'application/rtf': 'an RTF document',
  'text/rtf': 'an RTF document',
};

export function pageKind(contentType: string | undefined): PageKind {
  const mime = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (mime === '' || mime === 'application/octet-stream') return 'sniff';
  if (mime === 'text/html' || mime === 'application/xhtml+xml') return 'html';
  if (mime === 'text/plain') return 'text';
  const document = DOCUMENT_TYPES[mime];
  if (document) {
    throw unsupportedPage(
      'content_type',
      `This link points to ${document}, not a web page. Download it and upload the file instead.`,
    );
  }
  throw unsupportedPage(
    'content_type',
    `This link points to ${mime} content, not a web page. Only HTML pages and plain text can be summarized.`,
  );
}

/** Pages served without a usable Content-Type: a look at the first bytes decides. */
export function sniff(body: Buffer): 'html' | 'text' {
  const head = body.subarray(0, 1024).toString('latin1');
  if (/<(!doctype\s+html|html|head|body|title|p|div)[\s>]/i.test(head)) return 'html';
  if (head.startsWith('%PDF-')) pageKind('application/pdf');
  if (body.subarray(0, 4096).includes(0)) {
    throw unsupportedPage('content_type', 'This link points to a file that is not a web page.');
  }
  return 'text';
}
