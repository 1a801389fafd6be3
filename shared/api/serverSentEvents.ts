/**
 * Reads a server-sent event stream (text/event-stream) from a fetch body. Used where EventSource cannot
 * be: the desktop main process (a bearer token in the Authorization header) and the library's
 * replication, which goes through an injectable fetch. Follows the WHATWG parsing rules that matter
 * here: LF, CRLF or CR line ends; `:` comments; one optional space after the colon; several `data`
 * lines joined with LF; an event without data is not dispatched; an unfinished event at the end of the
 * stream is dropped.
 */
export interface ServerSentEvent {
  /** The `event:` field, or 'message' when absent. */
  event: string;
  data: string;
  /** The `id:` field, when present. */
  id?: string;
}

/**
 * Calls `onEvent` for each complete event, in order, and resolves when the stream ends. Rejects when
 * reading fails (connection lost, aborted); callers decide whether to reconnect.
 */
export async function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const parser = createEventParser(onEvent);
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
  } finally {
    reader.releaseLock();
  }
}

/** The incremental parser behind readServerSentEvents: feed it text as it arrives, in any pieces. */
export function createEventParser(onEvent: (event: ServerSentEvent) => void): { push(text: string): void } {
  let pending = '';
  /** A CR ended the last piece: an LF starting the next piece belongs to it. */
  let afterCarriageReturn = false;
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    // `retry` and unknown fields: nothing to do here (callers choose their own reconnection delay).
  };

  return {
    push(text) {
      let chunk = text;
      if (afterCarriageReturn && chunk.startsWith('\n')) chunk = chunk.slice(1);
      afterCarriageReturn = false;
      pending += chunk;
      let start = 0;
      for (let index = 0; index < pending.length; index++) {
        const character = pending[index];
        if (character !== '\n' && character !== '\r') continue;
        line(pending.slice(start, index));
        if (character === '\r') {
          if (index + 1 === pending.length) afterCarriageReturn = true;
          else if (pending[index + 1] === '\n') index++;
        }
        start = index + 1;
      }
      pending = pending.slice(start);
    },
  };
}
