import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks the Messages API wire format (POST /v1/messages, JSON or SSE
 * streaming, the API's error bodies and headers), so tests drive the official SDK for real through its
 * baseURL option. By default it answers like a very literal model: it quotes the first sentences of
 * what it was given, up to the number of words the system prompt asks for.
 */

export interface MessagesRequestBody {
  model: string;
  max_tokens: number;
  system?: string;
  stream?: boolean;
  messages: { role: string; content: string | { type: string; text?: string }[] }[];
}

interface RecordedRequest {
  headers: IncomingHttpHeaders;
  body: MessagesRequestBody;
  /** Milliseconds since the stand-in started (to check waits between retries). */
  at: number;
}

export type Reply =
  /** A normal answer (the literal model's unless `text` is given). */
  | { kind: 'answer'; text?: string; stopReason?: 'end_turn' | 'max_tokens' | 'refusal' }
  /** An HTTP error with the API's body: { type: 'error', error: { type, message } }. */
  | { kind: 'error'; status: number; type: string; message: string; headers?: Record<string, string> }
  /** Accepts the request and never answers (no headers). */
  | { kind: 'hang' }
  /** Starts the stream (message_start) and then stays silent. */
  | { kind: 'stall' }
  /** Starts the stream, then sends an error event, as the API does when it is overloaded mid-answer. */
  | { kind: 'stream-error'; type: string; message: string };

type ReplyPlan = (request: RecordedRequest, index: number) => Reply;

export interface MessagesApiStandIn {
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** Decides the replies from now on (default: the literal model's answer to everything). */
  plan(plan: ReplyPlan): void;
  /** Replies for the next requests, in order; then the plan's. */
  queue(...replies: Reply[]): void;
  reset(): void;
  close(): Promise<void>;
}

const STATUS_TEXT_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

export function errorReply(status: number, headers?: Record<string, string>): Reply {
  return {
    kind: 'error',
    status,
    type: STATUS_TEXT_TYPES[status] ?? 'api_error',
    message: `stand-in error ${status}`,
    headers,
  };
}

/** The text of the user message. */
export function userText(body: MessagesRequestBody): string {
  const content = body.messages[0]?.content ?? '';
  return typeof content === 'string' ? content : content.map((block) => block.text ?? '').join('');
}

/** What was inside the <document> or <partial-summaries> tags of a request. */
export function taggedContent(body: MessagesRequestBody): string {
  const text = userText(body);
  const match = /<(document|partial-summaries)[^>]*>\n([\s\S]*)\n<\/\1>\s*$/.exec(text);
  return (match?.[2] ?? text).replace(/<\/?part[^>]*>/g, '');
}

/** The literal model: the first sentences it was given, up to the asked length, in the asked shape. */
function literalAnswer(body: MessagesRequestBody): string {
  const target = Number(/about (\d+) words/.exec(body.system ?? '')?.[1] ?? 50);
  const asList = /bulleted list of the key points/.test(body.system ?? '');
  const sentences = taggedContent(body)
    .split('\n')
    .filter((line) => !/^#{1,6} /.test(line))
    .map((line) => line.replace(/^- /, '').trim())
    .filter(Boolean)
    .flatMap((line) => line.split(/(?<=[.!?])\s+/));
  const chosen: string[] = [];
  let words = 0;
  for (const sentence of sentences) {
    if (words >= target) break;
    chosen.push(sentence);
    words += sentence.split(/\s+/).filter(Boolean).length;
  }
  return asList ? chosen.map((s) => `- ${s}`).join('\n') : chosen.join(' ');
}

/** The API takes the key as x-api-key or as a bearer token (what the SDK sends depends on its version). */
export function keyOf(headers: IncomingHttpHeaders): string | undefined {
  const header = headers['x-api-key'];
  if (typeof header === 'string') return header;
  return /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
}

function sse(res: ServerResponse, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function messageStart(model: string) {
  return {
    type: 'message_start',
    message: {
      id: `msg_${randomUUID().replace(/-/g, '')}`,
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 100, output_tokens: 1 },
    },
  };
}

export async function startMessagesApiStandIn(apiKey = 'sk-ant-test-key'): Promise<MessagesApiStandIn> {
  const started = performance.now();
  const requests: RecordedRequest[] = [];
  const queued: Reply[] = [];
  let plan: ReplyPlan = () => ({ kind: 'answer' });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('request-id', `req_${randomUUID().replace(/-/g, '')}`);
      const fail = (status: number, type: string, message: string, headers: Record<string, string> = {}) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'error', error: { type, message } }));
      };
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/messages') {
        fail(404, 'not_found_error', 'Not found');
        return;
      }
      let body: MessagesRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as MessagesRequestBody;
      } catch {
        fail(400, 'invalid_request_error', 'Body is not JSON');
        return;
      }
      const recorded: RecordedRequest = { headers: req.headers, body, at: performance.now() - started };
      requests.push(recorded);
      const reply = queued.shift() ?? plan(recorded, requests.length - 1);

      if (reply.kind === 'error') {
        fail(reply.status, reply.type, reply.message, reply.headers);
        return;
      }
      // What the real API checks first, in the same words of its error types.
      if (keyOf(req.headers) !== apiKey) {
        fail(401, 'authentication_error', 'invalid x-api-key');
        return;
      }
      if (!req.headers['anthropic-version']) {
        fail(400, 'invalid_request_error', 'anthropic-version: header is required');
        return;
      }
      if (!body.model || !Number.isInteger(body.max_tokens) || !Array.isArray(body.messages)) {
        fail(400, 'invalid_request_error', 'model, max_tokens and messages are required');
        return;
      }
      if (reply.kind === 'hang') return;

      const text = reply.kind === 'answer' ? (reply.text ?? literalAnswer(body)) : '';
      const stopReason = reply.kind === 'answer' ? (reply.stopReason ?? 'end_turn') : 'end_turn';
      const outputTokens = Math.ceil(text.length / 4);
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        const start = messageStart(body.model).message;
        res.end(
          JSON.stringify({
            ...start,
            content: [{ type: 'text', text }],
            stop_reason: stopReason,
            usage: { input_tokens: 100, output_tokens: outputTokens },
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      sse(res, 'message_start', messageStart(body.model));
      if (reply.kind === 'stall') return;
      if (reply.kind === 'stream-error') {
        sse(res, 'error', { type: 'error', error: { type: reply.type, message: reply.message } });
        res.end();
        return;
      }
      sse(res, 'content_block_start', {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'text', text: '' },
      });
      sse(res, 'ping', { type: 'ping' });
      for (let i = 0; i < text.length; i += 40) {
        sse(res, 'content_block_delta', {
          type: 'content_block_delta',
          index: 0,
          delta: { type: 'text_delta', text: text.slice(i, i + 40) },
        });
      }
      sse(res, 'content_block_stop', { type: 'content_block_stop', index: 0 });
      sse(res, 'message_delta', {
        type: 'message_delta',
        delta: { stop_reason: stopReason, stop_sequence: null },
        usage: { output_tokens: outputTokens },
      });
      sse(res, 'message_stop', { type: 'message_stop' });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    plan: (next) => {
      plan = next;
    },
    queue: (...replies) => queued.push(...replies),
    reset: () => {
      requests.length = 0;
      queued.length = 0;
      plan = () => ({ kind: 'answer' });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
