/**
 * A small desktop-only panel that shows a document opened from this computer (File > Open, Open Recent,
 * "Open with", a drop) once its text is extracted on the device: the proof that the platform layer
 * works end to end until the shared uploader takes these documents over.
 */
import { useEffect, useState } from 'react';
import type { DesktopBridge, ExtractedFile } from '../bridge.ts';
import { listenForDroppedDocuments } from './fileDrop.ts';

type PanelState =
  | { status: 'idle' }
  | { status: 'reading'; name: string }
  | { status: 'ready'; file: ExtractedFile }
  | { status: 'failed'; message: string };

export function OpenedDocumentPanel({ bridge }: { bridge: DesktopBridge }) {
  const [state, setState] = useState<PanelState>({ status: 'idle' });

  useEffect(() => {
    let latest = 0;
    const read = async (path: string, name: string) => {
      const attempt = ++latest;
      setState({ status: 'reading', name });
      const result = await bridge.extractFile(path);
      if (attempt !== latest) return;
      setState(
        result.ok ? { status: 'ready', file: result.value } : { status: 'failed', message: result.message },
      );
    };
    const stopOpened = bridge.onFileOpened((file) => void read(file.path, file.name));
    const stopDrops = listenForDroppedDocuments(
      bridge,
      (path) => void read(path, path.split(/[\\/]/).pop() ?? path),
    );
    return () => {
      stopOpened();
      stopDrops();
    };
  }, [bridge]);

  if (state.status === 'idle') return null;
  return (
    <aside
      aria-label="Opened document"
      className="fixed right-4 bottom-4 z-50 w-96 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xl"
    >
      <button
        type="button"
        aria-label="Close"
        className="absolute top-2 right-3 text-slate-400 hover:text-slate-700"
        onClick={() => setState({ status: 'idle' })}
      >
        ×
      </button>
      {state.status === 'reading' && <p>Reading {state.name} on this computer…</p>}
      {state.status === 'failed' && (
        <p role="alert" className="text-red-700">
          {state.message}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <h2 className="pr-6 font-semibold text-slate-900">{state.file.name}</h2>
          <p className="text-slate-500">
            {state.file.wordCount.toLocaleString()} words · extracted on this computer
          </p>
          <p data-testid="extracted-text" className="mt-2 line-clamp-6 whitespace-pre-line text-slate-700">
            {state.file.text.slice(0, 600)}
          </p>
          {state.file.warnings.map((warning) => (
            <p key={warning} className="mt-1 text-amber-700">
              {warning}
            </p>
          ))}
        </>
      )}
    </aside>
  );
}
