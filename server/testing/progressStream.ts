import type { TestClient } from './httpClient.ts';

/** Opens the upload progress stream of a progressId as the browser's EventSource would. */
export function openProgressStream(client: TestClient, progressId: string): Promise<Response> {
  return client.fetch(`/api/progress/${progressId}`, { headers: { accept: 'text/event-stream' } });
}

/** Reads a server-sent event stream until it ends, returning the data of each `stage` event in order. */
export async function readStages(response: Response): Promise<Record<string, unknown>[]> {
  const stages: Record<string, unknown>[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.includes('event: stage')) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) stages.push(JSON.parse(data.slice(6)));
      }
      end = buffer.indexOf('\n\n');
    }
  }
  return stages;
}
