import { lazy, Suspense, useRef, useState } from 'react';
import { UPLOAD_EXTENSIONS } from '../../../domain/index.ts';
import { HiddenFileInput } from '../../upload/HiddenFileInput.tsx';
import { CostNotice } from './CostNotice.tsx';
import { estimateFileCost, type ProcessingTimeNotice, processingTimeNoticeFor } from './costEstimate.ts';
import { useDashboardStore } from './dashboardStore.ts';
import type { DashboardUser } from './dashboardUser.ts';
import { LevelSelector } from './LevelSelector.tsx';
import { ProcessingTimeDialog } from './ProcessingTimeDialog.tsx';
import { ProgressStages } from './ProgressStages.tsx';

const SummaryResult = lazy(() => import('./SummaryResult.tsx'));

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The uploader card: pick or drop a file, choose the length, see the cost, follow progress, read the summary. */
export function Uploader({ user, onFinished }: { user: DashboardUser; onFinished(): void }) {
  const {
    phase,
    file,
    level,
    stage,
    progressWords,
    progressFraction,
    error,
    fileWords,
    chooseFile,
    setLevel,
    summarize,
    tryAgain,
  } = useDashboardStore();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [timeNotice, setTimeNotice] = useState<ProcessingTimeNotice | null>(null);
  const estimate = file ? estimateFileCost(file.size, user.balance, fileWords) : null;

  const pick = () => input.current?.click();
  const run = async () => {
    const outcome = await summarize();
    // Credits and the recent list change after every attempt that reached the server. After a 401 the
    // account is not re-read: that would swap the dashboard for the landing page before the user reads why.
    if (outcome !== 'session-expired') onFinished();
  };
  // A document that takes minutes is started only after the processing-time notice.
  const start = () => {
    const notice = estimate ? processingTimeNoticeFor(estimate) : null;
    if (notice) setTimeNotice(notice);
    else void run();
  };

  if (phase === 'success') {
    return (
      <Suspense fallback={<p className="p-6 text-slate-600">Loading summary…</p>}>
        <SummaryResult user={user} />
      </Suspense>
    );
  }

  return (
    <section
      aria-labelledby="uploader-title"
      className="rounded-2xl border border-sky-100 bg-white p-6 shadow-sm"
    >
      <h2 id="uploader-title" className="text-xl font-bold text-slate-900">
        Summarize a document
      </h2>
      <HiddenFileInput
        inputRef={input}
        aria-hidden="true"
        data-testid="dashboard-file-input"
        onFile={chooseFile}
      />
      {phase === 'processing' && (
        <ProgressStages stage={stage} wordCount={progressWords} fraction={progressFraction} />
      )}
      {phase === 'error' && (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4">
          <h3 className="font-semibold text-red-900">Processing Failed</h3>
          <p className="mt-1 text-sm text-red-800">{error}</p>
          <button
            type="button"
            onClick={tryAgain}
            className="mt-3 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
          >
            Try Again
          </button>
        </div>
      )}
      {(phase === 'upload' || phase === 'file-selected') && (
        <>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone adds drag-and-drop; the button inside is the keyboard way in. */}
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              const dropped = event.dataTransfer.files[0];
              if (dropped) chooseFile(dropped);
            }}
            className={`mt-4 rounded-xl border-2 border-dashed p-6 text-center transition ${dragging ? 'border-sky-500 bg-sky-50' : 'border-slate-300'}`}
          >
            {file ? (
              <p className="font-medium text-slate-900" data-testid="selected-file">
                {file.name}{' '}
                <span className="text-sm font-normal text-slate-600">({formatSize(file.size)})</span>
              </p>
            ) : (
              <p className="text-slate-700">Drop a document here or choose one</p>
            )}
            <p className="mt-1 text-xs text-slate-600">{UPLOAD_EXTENSIONS.join(' ')}</p>
            <button
              type="button"
              onClick={pick}
              className="mt-4 rounded-md border border-sky-700 px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50"
            >
              {file ? 'Change File' : 'Select File'}
            </button>
          </div>
          <LevelSelector value={level} onChange={setLevel} />
          {estimate && <CostNotice estimate={estimate} />}
          {file && (
            <button
              type="button"
              onClick={start}
              className="mt-5 w-full rounded-md bg-sky-700 px-4 py-3 font-semibold text-white hover:bg-sky-800"
            >
              Summarize Document
            </button>
          )}
        </>
      )}
      {timeNotice && file && (
        <ProcessingTimeDialog
          notice={timeNotice}
          fileName={file.name}
          onCancel={() => setTimeNotice(null)}
          onStart={() => {
            setTimeNotice(null);
            void run();
          }}
        />
      )}
    </section>
  );
}
