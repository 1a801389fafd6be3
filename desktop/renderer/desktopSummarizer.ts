/**
 * The dashboard's summarizer on the desktop: the document is read and its text extracted on this
 * computer; only the text goes to the server (bridge.summarize → /api/upload-text). When the server
 * cannot be reached, the main process summarizes on the device and the dashboard shows that summary
 * with a note, and keeps it to sync later (shared/ui/features/library/pendingSync.ts).
 */
import { ApiRequestError, createApiClient } from '../../shared/api/client.ts';
import { documentRoutes } from '../../shared/api/documents.ts';
import type { UploadResult } from '../../shared/api/summarize.ts';
import type { SummaryLevel } from '../../shared/domain/index.ts';
import type { SummaryResult } from '../../shared/engine/types.ts';
import type { DocumentSummarizer } from '../../shared/ui/features/dashboard/documentSummarizer.ts';
import type { PendingSummary } from '../../shared/ui/features/library/pendingSummaries.ts';
import { newPendingId } from '../../shared/ui/features/library/pendingSummaries.ts';
import type { SendAnswer } from '../../shared/ui/features/library/pendingSync.ts';
import type { DesktopBridge, DesktopResult, ExtractedFile, SummaryProgress } from '../bridge.ts';
import { createBridgeFetch } from './bridgeFetch.ts';

type SummarizingBridge = Pick<
  DesktopBridge,
  'extractFile' | 'summarize' | 'onSummaryProgress' | 'pathForDroppedFile' | 'api'
>;

const STAGE_ORDER: readonly SummaryProgress['stage'][] = ['upload', 'analyze', 'summarize', 'complete'];

/** A source passage longer than this is shortened for the hover card (the server does the same). */
const PASSAGE_CHARS = 600;

export function createDesktopSummarizer(bridge: SummarizingBridge): DocumentSummarizer {
  const api = createApiClient({ fetch: createBridgeFetch(bridge) });
  return {
    adopt(file) {
      const path = bridge.pathForDroppedFile(file);
      if (!path) return 'This file is not on this computer’s disk. Save it first, then open it.';
      return { name: file.name, size: file.size, path };
    },
    async summarize(document, level, onStage) {
      if (!document.path) throw new Error('Please choose the file again.');
      onStage({ stage: 'upload' });
      const extracted = await bridge.extractFile(document.path);
      if (!extracted.ok) throw new Error(extracted.message);
      const file = extracted.value;
      onStage({ stage: 'analyze', wordCount: file.wordCount });
      // The main process reports its stages (the server's, or the device's when offline) as they happen;
      // its own 'upload' (the text leaving) comes after the device read the file, so the bar never goes back.
      let reached = STAGE_ORDER.indexOf('analyze');
      const stop = bridge.onSummaryProgress((progress) => {
        const rank = STAGE_ORDER.indexOf(progress.stage);
        if (rank < reached || progress.stage === 'complete' || progress.stage === 'error') return;
        reached = rank;
        onStage({ stage: progress.stage, ...(progress.wordCount ? { wordCount: progress.wordCount } : {}) });
      });
      let answer: Awaited<ReturnType<SummarizingBridge['summarize']>>;
      try {
        answer = await bridge.summarize(file.text, file.name, level);
      } finally {
        stop();
      }
      if (!answer.ok) throw asUploadError(answer);
      const summary = answer.value;
      if (summary.source === 'server') {
        const warnings = [...new Set([...file.warnings, ...summary.result.warnings])];
        return { result: { ...summary.result, warnings }, offline: null };
      }
      return {
        result: deviceUploadResult(file, level, summary.result),
        offline: { reason: 'offline', text: file.text, level },
      };
    },
    leave(documentId) {
      // The main process finishes the call even when the window is closing; no answer is awaited.
      api.call(documentRoutes.leave, { params: { id: documentId } }).catch(() => {});
    },
  };
}

/** A failed bridge answer as the API client would have thrown it, so the dashboard explains it the same way. */
function asUploadError(failure: Extract<DesktopResult<unknown>, { ok: false }>): Error {
  if (failure.code === 'signed_out') {
    return new ApiRequestError(
      401,
      JSON.stringify({ error: 'signed_out', message: failure.message }),
      'Unauthorized',
    );
  }
  if (failure.code === 'server_error' && failure.status) {
    return new ApiRequestError(
      failure.status,
      failure.body ?? JSON.stringify({ message: failure.message }),
      '',
    );
  }
  return new Error(failure.message);
}

/** The device's summary in the shape of the server's answer, under a local id until it syncs. */
function deviceUploadResult(file: ExtractedFile, level: SummaryLevel, summary: SummaryResult): UploadResult {
  const { stats } = summary;
  return {
    id: newPendingId(),
    filename: file.name,
    summary: summary.markdown,
    stats: {
      originalWords: stats.originalWords,
      summaryWords: stats.summaryWords,
      compressionRatio: stats.compressionRatio,
      timeSavedDisplay: stats.timeSavedDisplay,
      processingTime: stats.processingTime,
      language: stats.language,
      level,
    },
    sources: summary.sentences.map((sentence) => {
      const passage = file.text.slice(sentence.sourceStart, sentence.sourceEnd);
      return {
        text: sentence.text,
        sourceStart: sentence.sourceStart,
        sourceEnd: sentence.sourceEnd,
        ...(sentence.similarity === undefined ? {} : { similarity: sentence.similarity }),
        passage: passage.length > PASSAGE_CHARS ? `${passage.slice(0, PASSAGE_CHARS)}…` : passage,
      };
    }),
    warnings: file.warnings,
    // Nothing was charged: the server charges when the text is sent to it later.
    creditUsed: 'device',
    retention: 'retain',
    expiresAt: null,
  };
}

/**
 * Sends a pending summary's text to the server through the same door as any summary, with the entry's
 * key as the upload's Idempotency-Key: a repeat answers the first attempt's summary.
 */
export function desktopPendingSender(bridge: Pick<DesktopBridge, 'summarize'>) {
  return async (entry: PendingSummary): Promise<SendAnswer> => {
    const answer = await bridge.summarize(entry.text, entry.filename, entry.level, entry.requestId);
    if (answer.ok) {
      // Unreachable again between the check and the send: the device summarized instead; try later.
      if (answer.value.source !== 'server') return { ok: false, offline: true };
      return { ok: true, result: answer.value.result };
    }
    if (answer.code === 'offline' || answer.code === 'timeout') return { ok: false, offline: true };
    // 409: the server is still summarizing an earlier attempt of this entry; its answer comes next time.
    if (answer.code === 'server_error' && answer.status === 409) return { ok: false, offline: true };
    // 410: the summary an earlier attempt made was deleted since; it is not made again.
    if (answer.code === 'server_error' && answer.status === 410) {
      return { ok: false, offline: false, gone: true, message: answer.message };
    }
    return { ok: false, offline: false, message: answer.message };
  };
}
