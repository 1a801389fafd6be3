/**
 * Documents dragged onto the window from the desktop, Finder or Explorer. The page would otherwise
 * navigate to the dropped file; instead the file's path on disk (never its bytes) goes to the callback,
 * which hands it to the main process for extraction. A drop the page handled itself is left alone.
 */
import type { DesktopBridge } from '../bridge.ts';

export function listenForDroppedDocuments(
  bridge: Pick<DesktopBridge, 'pathForDroppedFile'>,
  onDocument: (path: string, file: File) => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent) => {
    // The dashboard's own drop zone already took this one (and prevented the default).
    if (event.defaultPrevented) return;
    event.preventDefault();
    // The uploader takes one document at a time: the first dropped file, as on the web.
    const file = event.dataTransfer?.files[0];
    if (!file) return;
    const path = bridge.pathForDroppedFile(file);
    if (path) onDocument(path, file);
  };
  target.addEventListener('dragover', allowDrop as EventListener);
  target.addEventListener('drop', onDrop as EventListener);
  return () => {
    target.removeEventListener('dragover', allowDrop as EventListener);
    target.removeEventListener('drop', onDrop as EventListener);
  };
}
