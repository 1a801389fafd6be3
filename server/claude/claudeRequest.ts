import type Anthropic from '@anthropic-ai/sdk';
import { APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';

/** Why a Claude request gave no usable summary; logged with the fallback to the local engine. */
export type FailureReason =
  | 'timeout'
  | 'network'
  | 'auth'
  | 'permission'
  | 'bad_request'
  | 'rate_limited'
  | 'overloaded'
  | 'server_error'
  | 'empty_answer'
  | 'answer_too_long'
  | 'refused'
  | 'unexpected';

/** A failed Claude request, with what an operator needs to act on it and nothing of the document. */
export class ClaudeFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    readonly details: { status?: number; requestId?: string; errorType?: string; apiMessage?: string } = {},
    /** Failed after the answer had started streaming: the SDK does not retry these, so the caller may. */
    readonly midStream = false,
  ) {
    super(`Claude request failed: ${reason}${details.status ? ` (HTTP ${details.status})` : ''}`);
    this.name = 'ClaudeFailure';
  }
}

function reasonForStatus(status: number, errorType: string | undefined): FailureReason {
  if (status === 401) return 'auth';
  if (status === 403) return 'permission';
  if (status === 408 || status === 504) return 'timeout';
  if (status === 429) return 'rate_limited';
  if (status === 529 || errorType === 'overloaded_error') return 'overloaded';
  if (status >= 500) return 'server_error';
  return 'bad_request';
}

/** Turns whatever the SDK threw into a ClaudeFailure. */
export function toClaudeFailure(error: unknown, idleTimedOut: boolean): ClaudeFailure {
  if (error instanceof ClaudeFailure) return error;
  if (idleTimedOut) return new ClaudeFailure('timeout', {}, true);
  if (error instanceof APIConnectionTimeoutError) return new ClaudeFailure('timeout');
  if (error instanceof APIUserAbortError) return new ClaudeFailure('unexpected');
  if (error instanceof APIError) {
    const errorType = error.type ?? undefined;
    const details = {
      status: error.status,
      requestId: error.requestID ?? undefined,
      errorType,
      // The API's own explanation ("invalid x-api-key"); it never quotes the prompt. Kept short.
      apiMessage: error.apiMessage?.slice(0, 200),
    };
    if (error.status === undefined) {
      // An error event inside a stream that had already started (e.g. overloaded_error).
      const reason = errorType === 'overloaded_error' ? 'overloaded' : errorType ? 'server_error' : 'network';
      return new ClaudeFailure(reason, details, true);
    }
    return new ClaudeFailure(reasonForStatus(error.status, errorType), details);
  }
  return new ClaudeFailure('unexpected');
}

export interface ClaudeRequest {
  model: string;
  system: string;
  user: string;
  maxTokens: number;
}

export interface ClaudeAnswer {
  text: string;
  outputTokens: number;
  requestId?: string;
}

export interface RequestOptions {
  /** Retries of an answer that broke off after it had started (an error event, a silent stream). */
  midStreamRetries?: number;
  /** Longest silence between two streamed events before the request is given up. */
  idleTimeoutMs: number;
  /** Stops the request (another part of the same summary failed). */
  signal?: AbortSignal;
  /** Called with the answer's text so far, as it streams in. */
  onText?: (snapshot: string) => void;
}

/**
 * One streamed Messages API request. Streaming keeps long answers from running into idle timeouts of
 * proxies and lets progress be reported; the SDK retries 408/409/429/5xx and lost connections before
 * the first byte (honouring retry-after), and a silent stream is cut after the idle timeout.
 */
export async function streamAnswer(
  client: Anthropic,
  request: ClaudeRequest,
  options: RequestOptions,
): Promise<ClaudeAnswer> {
  const retries = options.midStreamRetries ?? 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return await streamOnce(client, request, options);
    } catch (error) {
      const failure = error as ClaudeFailure;
      const retryable = failure.midStream && failure.reason !== 'unexpected';
      if (!retryable || attempt >= retries || options.signal?.aborted) throw failure;
      await sleep(MID_STREAM_BACKOFF_MS * 2 ** attempt, options.signal);
    }
  }
}

/** First wait before an answer that broke off is asked for again; doubled on each further attempt. */
const MID_STREAM_BACKOFF_MS = 500;

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

async function streamOnce(
  client: Anthropic,
  request: ClaudeRequest,
  options: RequestOptions,
): Promise<ClaudeAnswer> {
  const stream = client.messages.stream(
    {
      model: request.model,
      max_tokens: request.maxTokens,
      system: request.system,
      messages: [{ role: 'user', content: request.user }],
    },
    options.signal ? { signal: options.signal } : undefined,
  );
  let idleTimedOut = false;
  let watchdog: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      idleTimedOut = true;
      stream.abort();
    }, options.idleTimeoutMs);
  };
  // The SDK's own timeout covers the wait for the response headers; the watchdog covers the stream.
  stream.on('connect', arm);
  stream.on('streamEvent', arm);
  if (options.onText) {
    const onText = options.onText;
    stream.on('text', (_delta, snapshot) => onText(snapshot));
  }
  try {
    const message = await stream.finalMessage();
    const text = message.content
      .flatMap((block) => (block.type === 'text' ? [block.text] : []))
      .join('')
      .trim();
    const requestId = stream.request_id ?? undefined;
    if (message.stop_reason === 'refusal') throw new ClaudeFailure('refused', { requestId });
    // A cut-off answer would be presented as a whole summary: better the local engine's complete one.
    if (message.stop_reason === 'max_tokens') throw new ClaudeFailure('answer_too_long', { requestId });
    if (!text) throw new ClaudeFailure('empty_answer', { requestId });
    return { text, outputTokens: message.usage.output_tokens, requestId };
  } catch (error) {
    throw toClaudeFailure(error, idleTimedOut);
  } finally {
    clearTimeout(watchdog);
  }
}
