/**
 * The multipart body the dashboard posts to /api/upload: a document file (or pasted `text`) and the
 * summary level, as the browser's FormData would carry them. `level` is sent as given, so a test can
 * also send a wrong one.
 */
export function uploadForm({
  content,
  filename = 'report.txt',
  text,
  level,
}: {
  content?: string | Uint8Array<ArrayBuffer>;
  filename?: string;
  text?: string;
  level?: number | string;
}): FormData {
  const form = new FormData();
  if (content !== undefined) form.set('document', new Blob([content]), filename);
  if (text !== undefined) form.set('text', text);
  if (level !== undefined) form.set('compressionLevel', String(level));
  return form;
}
