import { describe, expect, it } from 'vitest';
import { createEventParser, readServerSentEvents, type ServerSentEvent } from './serverSentEvents.ts';

/** A body that delivers the given pieces one by one, as a network would. */
function bodyOf(pieces: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces)
        controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
}

async function read(pieces: (string | Uint8Array)[]): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  await readServerSentEvents(bodyOf(pieces), (event) => events.push(event));
  return events;
}

describe('readServerSentEvents', () => {
  it('reads named and unnamed events, skipping comments and the retry field', async () => {
    expect(
      await read([
        'retry: 3000\ndata: RESYNC\n\n: keep-alive\n\n',
        'event: stage\ndata: {"stage":"analyze"}\n\n',
      ]),
    ).toEqual([
      { event: 'message', data: 'RESYNC' },
      { event: 'stage', data: '{"stage":"analyze"}' },
    ]);
  });

  it('puts events split anywhere across packets back together, multi-byte characters included', async () => {
    const bytes = new TextEncoder().encode('data: Zürich — 東京\n\n');
    const cut = [bytes.slice(0, 9), bytes.slice(9, 15), bytes.slice(15)];
    expect(await read(['da', 'ta: {"stage":"summa', 'rize"}\n', '\n', ...cut])).toEqual([
      { event: 'message', data: '{"stage":"summarize"}' },
      { event: 'message', data: 'Zürich — 東京' },
    ]);
  });

  it('accepts CRLF and CR line ends, also when a CRLF is split between packets', async () => {
    expect(await read(['data: one\r\n\r\ndata: two\r\r', 'data: three\r', '\n\r', '\n'])).toEqual([
      { event: 'message', data: 'one' },
      { event: 'message', data: 'two' },
      { event: 'message', data: 'three' },
    ]);
  });

  it('joins several data lines, removes only one space after the colon, keeps the last id', async () => {
    expect(await read(['id: 7\ndata:first\ndata:  indented\ndata\n\n'])).toEqual([
      { event: 'message', data: 'first\n indented\n', id: '7' },
    ]);
  });

  it('dispatches nothing for events without data, and drops an unfinished event at the end', async () => {
    expect(await read(['event: stage\n\n', 'data: cut off'])).toEqual([]);
  });

  it('rejects when the connection fails, after the events that did arrive', async () => {
    const events: ServerSentEvent[] = [];
    let push: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = controller;
      },
    });
    const reading = readServerSentEvents(body, (event) => events.push(event));
    push?.enqueue(new TextEncoder().encode('data: before\n\n'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    push?.error(new Error('connection reset'));
    await expect(reading).rejects.toThrow('connection reset');
    expect(events).toEqual([{ event: 'message', data: 'before' }]);
  });
});

describe('createEventParser', () => {
  it('can be fed one character at a time', () => {
    const events: ServerSentEvent[] = [];
    const parser = createEventParser((event) => events.push(event));
    for (const character of 'event: stage\r\ndata: x\r\n\r\n') parser.push(character);
    expect(events).toEqual([{ event: 'stage', data: 'x' }]);
  });
});
