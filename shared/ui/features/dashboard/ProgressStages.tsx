import { useEffect, useRef } from 'react';
import type { ProgressStage } from '../../../api/summarize.ts';
import { STAGE_LABELS, stagePercent, VISIBLE_STAGES } from './uploadProgress.ts';

/**
 * The processing bar, moved by the server's real stages (upload, analyze, summarize, complete) and,
 * while the summary is written, by the share written so far when the engine reports it.
 */
export function ProgressStages({
  stage,
  wordCount,
  fraction = null,
}: {
  stage: ProgressStage;
  wordCount: number | null;
  /** Share of the summary written (0..1) during 'summarize', when known. */
  fraction?: number | null;
}) {
  const percent = stagePercent(stage, fraction);
  const reached = VISIBLE_STAGES.indexOf(stage as (typeof VISIBLE_STAGES)[number]);
  const region = useRef<HTMLDivElement>(null);
  // The button that started the work is gone: keyboard and screen reader users continue from here.
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} tabIndex={-1} className="py-4 focus:outline-none">
      <p className="text-center font-semibold text-slate-800" aria-live="polite">
        {stage === 'upload' && 'Uploading document...'}
        {stage === 'analyze' && 'Analyzing document structure...'}
        {stage === 'summarize' && 'Generating intelligent summary...'}
        {stage === 'complete' && 'Complete'}
      </p>
      <div
        role="progressbar"
        aria-label="Summarizing"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-4 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-sky-500 to-amber-400 transition-all duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-3 grid grid-cols-4 text-center text-xs">
        {VISIBLE_STAGES.map((name, index) => (
          <li
            key={name}
            data-stage={name}
            data-reached={index <= reached ? 'true' : 'false'}
            aria-current={index === reached ? 'step' : undefined}
            className={index <= reached ? 'font-semibold text-sky-800' : 'text-slate-500'}
          >
            {STAGE_LABELS[name]}
          </li>
        ))}
      </ol>
      {wordCount !== null && (
        <p className="mt-3 text-center text-sm text-slate-600">
          {wordCount.toLocaleString('en-US')} words found
        </p>
      )}
    </div>
  );
}
