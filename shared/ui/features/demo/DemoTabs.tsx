import { type DragEvent, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { UPLOAD_EXTENSIONS } from '../../../domain/index.ts';
import { HiddenFileInput } from '../../upload/HiddenFileInput.tsx';
import { pastedWordCount, useDemoStore } from './demoStore.ts';
import { DEMO_SAMPLES } from './samples.ts';

const primaryButton =
  'w-full rounded-md bg-sky-700 px-5 py-3 font-semibold text-white hover:bg-sky-800 disabled:cursor-not-allowed disabled:opacity-50';

function FieldError() {
  const fieldError = useDemoStore((state) => state.fieldError);
  if (!fieldError) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {fieldError}
    </p>
  );
}

export function UploadTab() {
  const { file, chooseFile, submit, busy } = useDemoStore();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    // Only the first of several dropped files is used.
    const first = event.dataTransfer.files[0];
    if (first) chooseFile(first);
  }

  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer gesture; keyboard users have the Select File button inside. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed p-8 text-center ${
          dragging ? 'border-sky-500 bg-sky-50' : 'border-slate-300'
        }`}
      >
        <p className="font-medium text-slate-800">{file ? file.name : 'Drop a document here'}</p>
        <p className="mt-1 text-sm text-slate-500">{UPLOAD_EXTENSIONS.join(' ')}</p>
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={busy}
          className="mt-4 rounded-md border border-sky-200 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50"
        >
          {file ? 'Change File' : 'Select File'}
        </button>
        <HiddenFileInput inputRef={input} aria-label="Document to summarize" onFile={chooseFile} />
      </div>
      <FieldError />
      <button
        type="button"
        onClick={() => void submit()}
        disabled={!file || busy}
        className={`${primaryButton} mt-4`}
      >
        Summarize Document
      </button>
    </div>
  );
}

export function PasteTab() {
  const { text, setText, submit, busy } = useDemoStore();
  const id = useId();
  // Counted from a deferred copy: typing into a long paste stays responsive while the count catches up.
  const counted = useDeferredValue(text);
  const words = useMemo(() => pastedWordCount(counted), [counted]);
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {DEMO_SAMPLES.map((sample) => (
          <button
            key={sample.label}
            type="button"
            onClick={() => setText(sample.text)}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-sky-400 hover:text-sky-800"
          >
            {sample.label}
          </button>
        ))}
      </div>
      <div className="mt-3 flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Text to summarize
        </label>
        <span
          className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800"
          aria-live="polite"
        >
          {words} {words === 1 ? 'word' : 'words'}
        </span>
      </div>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={8}
        placeholder="Paste an article, a report or meeting notes…"
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200"
      />
      <FieldError />
      <button
        type="button"
        onClick={() => void submit()}
        disabled={!text.trim() || busy}
        className={`${primaryButton} mt-4`}
      >
        Summarize Text
      </button>
    </div>
  );
}

export function UrlTab() {
  const { url, setUrl, submit, busy } = useDemoStore();
  const id = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Web page address
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          // Enter checks the address even while the button is disabled, so an empty one is explained.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void submit();
        }}
        placeholder="https://example.com/article"
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-200"
      />
      <FieldError />
      <button type="submit" disabled={!url.trim() || busy} className={`${primaryButton} mt-4`}>
        Summarize URL
      </button>
    </form>
  );
}
