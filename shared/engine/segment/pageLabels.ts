/**
 * A printed page's label: "Page 3", "Page 3 of 12", "Seite 3", or a running header that ends with one
 * after a wide gap ("Annual Report 2025          Page 3"), as text copied from a PDF viewer keeps it.
 * It says where the reader was, never what the document says.
 */
const PAGE_LABEL =
  /(?:^|\s{3,}|[|·•]\s*)(?:page|seite|página|pagina|pág\.|p\.|стр\.|страница|strona|sida|side|sivu|oldal)\s*\d{1,4}(?:\s*(?:of|von|de|di|из|z|\/)\s*\d{1,4})?$/iu;
const MAX_LABEL_LINE_CHARS = 160;

export function isPageLabelLine(text: string): boolean {
  const line = text.trim();
  return line.length <= MAX_LABEL_LINE_CHARS && PAGE_LABEL.test(line);
}
