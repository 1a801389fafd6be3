import { create } from 'zustand';
import type { ProgressStage, UploadResult } from '../../../api/summarize.ts';
import { DEFAULT_SUMMARY_LEVEL, type SummaryLevel } from '../../../domain/index.ts';
import { classifyUploadError, SESSION_EXPIRED_MESSAGE, type XlPrompt } from '../../errors/describeError.ts';
import { type ChosenDocument, documentSummarizer, type OfflineSummary } from './documentSummarizer.ts';
import { summarizeFraction } from './uploadProgress.ts';

type UploaderPhase = 'upload' | 'file-selected' | 'processing' | 'success' | 'error';

interface DashboardState {
  phase: UploaderPhase;
  file: ChosenDocument | null;
  level: SummaryLevel;
  stage: ProgressStage;
  /** The server's word count, once it has read the document. */
  progressWords: number | null;
  /** Share of the summary written (0..1) during 'summarize', when the server's engine reports it. */
  progressFraction: number | null;
  result: UploadResult | null;
  /** Set when `result` was made on this computer while the server could not be reached. */
  offline: OfflineSummary | null;
  error: string | null;
  /** Set by a 401: the page tells the user and goes to /auth. */
  sessionExpired: boolean;
  xlPrompt: XlPrompt | null;
  /** The chosen file's words as the server counted them (an XL refusal says), for its cost. */
  fileWords: number | null;
  upgradePrompt: { message: string | null } | null;
  /** A File picked or dropped in the page, or a document the platform opened (desktop: by path). */
  chooseFile(file: File | ChosenDocument): void;
  setLevel(level: SummaryLevel): void;
  /** Sends the chosen file; answers how it ended (the page refreshes the account unless the session ended). */
  summarize(): Promise<'success' | 'failed' | 'session-expired'>;
  closePrompts(): void;
  /**
   * After a failure: back to the chosen document (its upload key with it), so summarizing again gets
   * the summary the lost attempt made, or makes it, and never pays twice; with no document, a fresh start.
   */
  tryAgain(): void;
  /** The subscriber's keep/delete choice, as the server confirmed it. */
  setRetention(retention: UploadResult['retention'], expiresAt: string | null): void;
  reset(): void;
}

const cleared = {
  phase: 'upload' as UploaderPhase,
  file: null,
  stage: 'upload' as ProgressStage,
  progressWords: null,
  progressFraction: null,
  result: null,
  offline: null,
  error: null,
  sessionExpired: false,
  xlPrompt: null,
  fileWords: null,
  upgradePrompt: null,
};

/** The dashboard's uploader: upload → file-selected → processing → success | error (SPEC section 4). */
export const useDashboardStore = create<DashboardState>((set, get) => ({
  ...cleared,
  level: DEFAULT_SUMMARY_LEVEL,
  chooseFile(chosen) {
    if (get().phase === 'processing') return;
    const file =
      typeof File !== 'undefined' && chosen instanceof File ? documentSummarizer().adopt(chosen) : chosen;
    if (typeof file === 'string') set({ ...cleared, phase: 'error', error: file });
    else set({ ...cleared, file: file as ChosenDocument, phase: 'file-selected' });
  },
  setLevel: (level) => set({ level }),
  async summarize() {
    const { file, level, phase } = get();
    if (!file || phase === 'processing') return 'failed';
    set({
      phase: 'processing',
      stage: 'upload',
      progressWords: null,
      progressFraction: null,
      error: null,
      xlPrompt: null,
      upgradePrompt: null,
    });
    try {
      const { result, offline } = await documentSummarizer().summarize(file, level, (event) => {
        if (get().phase !== 'processing' || event.stage === 'error') return;
        const { progressWords, progressFraction } = get();
        set({
          stage: event.stage,
          progressWords: event.wordCount ?? progressWords,
          progressFraction: summarizeFraction(event, progressFraction),
        });
      });
      set({ phase: 'success', stage: 'complete', result, offline });
      return 'success';
    } catch (error) {
      const failure = classifyUploadError(error);
      if (failure.kind === 'session-expired') {
        set({ phase: 'error', error: SESSION_EXPIRED_MESSAGE, sessionExpired: true });
        return 'session-expired';
      }
      // Back to the upload step with the chosen file kept: after buying, one click summarizes it.
      if (failure.kind === 'xl-credit') {
        set({
          ...cleared,
          file,
          phase: 'file-selected',
          xlPrompt: failure.prompt,
          fileWords: failure.prompt.wordCount,
        });
      } else if (failure.kind === 'upgrade') {
        set({
          ...cleared,
          file,
          fileWords: get().fileWords,
          phase: 'file-selected',
          upgradePrompt: { message: failure.message },
        });
      } else set({ phase: 'error', error: failure.message });
      return 'failed';
    }
  },
  closePrompts: () => set({ xlPrompt: null, upgradePrompt: null }),
  tryAgain() {
    const { file, fileWords, sessionExpired } = get();
    if (file && !sessionExpired) set({ ...cleared, file, fileWords, phase: 'file-selected' });
    else set({ ...cleared });
  },
  setRetention(retention, expiresAt) {
    const { result } = get();
    if (result) set({ result: { ...result, retention, expiresAt } });
  },
  reset: () => set({ ...cleared }),
}));
