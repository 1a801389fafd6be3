import { clipboardContent } from './export/clipboardContent.ts';

/**
 * Copies a summary (Markdown) as plain text and as HTML, so it pastes formatted where formatting is
 * taken and as clean lines elsewhere. Where the browser cannot write both (no ClipboardItem, or it
 * refuses HTML), plain text alone. Rejects when the clipboard refuses that too; the caller says so.
 */
export async function copySummary(markdown: string): Promise<void> {
  const { text, html } = clipboardContent(markdown);
  if (typeof ClipboardItem !== 'undefined') {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/plain': new Blob([text], { type: 'text/plain' }),
          'text/html': new Blob([html], { type: 'text/html' }),
        }),
      ]);
      return;
    } catch {
      // Falls through to plain text.
    }
  }
  await navigator.clipboard.writeText(text);
}
