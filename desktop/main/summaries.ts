/**
 * Summarizing a document's text from the desktop: with the signed-in server when it can be reached
 * (only the text travels, through /api/upload-text), on this computer when it cannot. When a summary
 * took long and the user went elsewhere meanwhile, a system notification says it is ready.
 */
import { ApiRequestError, UnexpectedAnswerError } from '../../shared/api/client.ts';
import { IDEMPOTENCY_KEY_HEADER, summarizeRoutes } from '../../shared/api/summarize.ts';
import type { SummaryLevel } from '../../shared/domain/index.ts';
import type { SummaryResult } from '../../shared/engine/types.ts';
import type { DesktopResult, DesktopSummary, SummaryProgress } from '../bridge.ts';
import { API_TIMEOUT_MS, failureOf, type ServerSession } from './serverSession.ts';
import { newProgressId, type ProgressWatch, watchServerProgress } from './summaryProgress.ts';

/** A summary that took at least this long is worth a notification if the window lost focus meanwhile. */
const LONG_SUMMARY_MS = 8_000;

interface DeviceSummarizer {
  summarize(text: string, level: SummaryLevel): Promise<DesktopResult<SummaryResult>>;
}

interface AwayNotifier {
  /** True while the app's window has the keyboard focus. */
  windowFocused(): boolean;
  show(title: string, body: string): void;
}

export interface SummaryServiceOptions {
  session: Pick<ServerSession, 'describe' | 'api' | 'authorizedUrl'>;
  device: DeviceSummarizer;
  notifier: AwayNotifier;
  /** Stages of the summary in progress, for the window. */
  onProgress?: (progress: SummaryProgress) => void;
  now?: () => number;
  longSummaryMs?: number;
}

export class SummaryService {
  private readonly now: () => number;
  private readonly longSummaryMs: number;

  constructor(private readonly options: SummaryServiceOptions) {
    this.now = options.now ?? Date.now;
    this.longSummaryMs = options.longSummaryMs ?? LONG_SUMMARY_MS;
  }

  /**
   * `requestId` (a UUID) is sent as the upload's Idempotency-Key: every attempt of one pending summary
   * carries the same, so the server makes and charges it once however often it is sent.
   */
  async summarize(
    text: string,
    filename: string,
    level: SummaryLevel,
    requestId?: string,
  ): Promise<DesktopResult<DesktopSummary>> {
    const api = this.options.session.api();
    if (!api) return { ok: false, code: 'signed_out', message: 'Sign in to summarize with your account.' };
    const startedAt = this.now();
    const progressId = newProgressId();
    const report = (progress: SummaryProgress) => this.options.onProgress?.(progress);
    report({ stage: 'upload', source: 'server' });
    const watch = await this.watchProgress(
      api.pathOf(summarizeRoutes.progressStream, { params: { id: progressId } }),
      report,
    );
    const body = { text, compressionLevel: level, progressId, ...(filename ? { filename } : {}) };
    let result: DesktopResult<DesktopSummary>;
    try {
      const answer = await api.call(
        summarizeRoutes.uploadText,
        { body },
        {
          // A 401 forgets the token (the account signed this device out).
          session: true,
          headers: requestId ? { [IDEMPOTENCY_KEY_HEADER]: requestId } : {},
          signal: AbortSignal.timeout(API_TIMEOUT_MS),
        },
      );
      result = {
        ok: true,
        value: {
          source: 'server',
          id: answer.id,
          summary: answer.summary,
          stats: { ...answer.stats },
          result: answer,
        },
      };
    } catch (error) {
      result = serverFailure(error, this.options.session.describe().serverUrl);
    }
    await watch?.finish();
    if (!result.ok && result.code === 'offline') {
      report({ stage: 'summarize', source: 'device' });
      const local = await this.options.device.summarize(text, level);
      result = local.ok
        ? {
            ok: true,
            value: {
              source: 'device',
              reason: 'offline',
              summary: local.value.markdown,
              result: local.value,
            },
          }
        : local;
    }
    const source = result.ok ? result.value.source : 'server';
    report(result.ok ? { stage: 'complete', source } : { stage: 'error', source, message: result.message });
    if (result.ok) this.notifyIfAway(startedAt, filename);
    return result;
  }

  private async watchProgress(
    path: string,
    report: (progress: SummaryProgress) => void,
  ): Promise<ProgressWatch | null> {
    if (!this.options.onProgress) return null;
    const target = this.options.session.authorizedUrl(path);
    if (!target) return null;
    // The stream's own 'complete' and 'error' are reported once, from the result, above.
    return watchServerProgress(target.url, target.token, (event) => {
      if (event.stage !== 'complete' && event.stage !== 'error') report(event);
    });
  }

  async summarizeLocally(text: string, level: SummaryLevel): Promise<DesktopResult<SummaryResult>> {
    const startedAt = this.now();
    this.options.onProgress?.({ stage: 'summarize', source: 'device' });
    const result = await this.options.device.summarize(text, level);
    this.options.onProgress?.(
      result.ok
        ? { stage: 'complete', source: 'device' }
        : { stage: 'error', source: 'device', message: result.message },
    );
    if (result.ok) this.notifyIfAway(startedAt, '');
    return result;
  }

  private notifyIfAway(startedAt: number, filename: string): void {
    if (this.now() - startedAt < this.longSummaryMs || this.options.notifier.windowFocused()) return;
    this.options.notifier.show(
      'Summary ready',
      filename ? `${filename} is summarized.` : 'Your summary is ready.',
    );
  }
}

/** A failed upload as the UI receives it. */
function serverFailure(error: unknown, serverUrl: string): DesktopResult<DesktopSummary> {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) {
      return { ok: false, code: 'signed_out', message: 'Your sign-in has expired. Sign in again.' };
    }
    const message =
      typeof error.body?.message === 'string' ? error.body.message : `The server answered ${error.status}.`;
    // The status and body travel along: a 402 names the XL credit the UI offers to buy.
    return {
      ok: false,
      code: 'server_error',
      message,
      status: error.status,
      body: error.bodyText.slice(0, 4_000),
    };
  }
  if (error instanceof UnexpectedAnswerError) {
    return { ok: false, code: 'server_error', message: 'The server’s answer was not a summary.' };
  }
  return failureOf(error, serverUrl);
}
