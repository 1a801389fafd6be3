import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedText, signUp } from '../testing/httpClient.ts';
import { openProgressStream, readStages } from '../testing/progressStream.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const progressId = () => randomBytes(12).toString('base64url');

describe('upload progress', () => {
  it('streams the stages Upload, Analyze, Summarize, Complete of an upload to its owner', async () => {
    const client = await signUp(
      server.url,
      'progress@example.com',
      'a strong password',
      server.config.publicUrl,
    );
    const id = progressId();
    const stream = await openProgressStream(client, id);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const stagesPromise = readStages(stream);

    const form = new FormData();
    form.set('document', new Blob([generatedText(2000)]), 'long.txt');
    const upload = await client.fetch(`/api/upload?progressId=${id}`, { method: 'POST', body: form });
    expect(upload.status).toBe(200);

    const stages = await stagesPromise;
    expect(stages.map((event) => event.stage)).toEqual(['upload', 'analyze', 'summarize', 'complete']);
    expect(stages[2]).toMatchObject({ wordCount: 2000 });
    // Afterwards the same id answers its last state as JSON (polling).
    expect(await client.json('GET', `/api/progress/${id}`)).toEqual({
      status: 200,
      body: { stage: 'complete', wordCount: 2000 },
    });
  });

  it('ends with an error event when the upload is refused', async () => {
    const client = await signUp(
      server.url,
      'progress-error@example.com',
      'a strong password',
      server.config.publicUrl,
    );
    const id = progressId();
    const stagesPromise = readStages(await openProgressStream(client, id));
    const answer = await client.json('POST', `/api/upload-text?progressId=${id}`, {
      text: generatedText(30_000),
    });
    expect(answer.status).toBe(402);
    const stages = await stagesPromise;
    expect(stages.at(-1)).toMatchObject({ stage: 'error', message: expect.stringContaining('extra-large') });
  });

  it("does not show one user's progress to another", async () => {
    const owner = await signUp(
      server.url,
      'owner-progress@example.com',
      'a strong password',
      server.config.publicUrl,
    );
    const other = await signUp(
      server.url,
      'other-progress@example.com',
      'a strong password',
      server.config.publicUrl,
    );
    const id = progressId();
    await owner.json('POST', `/api/upload-text?progressId=${id}`, { text: generatedText(300) });
    expect((await other.json('GET', `/api/progress/${id}`)).status).toBe(404);
    expect((await openProgressStream(other, id)).status).toBe(404);
    expect((await owner.json('GET', `/api/progress/${id}`)).body).toMatchObject({ stage: 'complete' });
    expect((await owner.json('GET', '/api/progress/short')).status).toBe(400);
  });
});
