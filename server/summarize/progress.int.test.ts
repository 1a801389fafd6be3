import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generatedText, signUp } from '../testing/httpClient.ts';
import { openProgressStream, readStages } from '../testing/progressStream.ts';
import { withTestServer } from '../testing/testServer.ts';
import { uploadForm } from '../testing/uploadForm.ts';

const harness = withTestServer();

const progressId = () => randomBytes(12).toString('base64url');

describe('upload progress', () => {
  it('streams the stages Upload, Analyze, Summarize, Complete of an upload to its owner', async () => {
    const { client } = await signUp(harness.server, { email: 'progress@example.com' });
    const id = progressId();
    const stream = await openProgressStream(client, id);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const stagesPromise = readStages(stream);

    const form = uploadForm({ content: generatedText(2000), filename: 'long.txt' });
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
    const { client } = await signUp(harness.server, { email: 'progress-error@example.com' });
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
    const { client: owner } = await signUp(harness.server, { email: 'owner-progress@example.com' });
    const { client: other } = await signUp(harness.server, { email: 'other-progress@example.com' });
    const id = progressId();
    await owner.json('POST', `/api/upload-text?progressId=${id}`, { text: generatedText(300) });
    expect((await other.json('GET', `/api/progress/${id}`)).status).toBe(404);
    expect((await openProgressStream(other, id)).status).toBe(404);
    expect((await owner.json('GET', `/api/progress/${id}`)).body).toMatchObject({ stage: 'complete' });
    expect((await owner.json('GET', '/api/progress/short')).status).toBe(400);
  });
});
