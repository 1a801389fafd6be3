import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataDir } from '../testing/dataDir.ts';
import { signUp, type TestClient } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { uploadForm } from '../testing/uploadForm.ts';

const harness = withTestServer();
let client: TestClient;
let email: string;
beforeAll(async () => {
  ({ client, email } = await signUp(harness.server, { prefix: 'formats' }));
  await harness.database.setBalance(email, { free_documents_used: 3, paid_documents_available: 10 });
});

function upload(folder: string, name: string) {
  const content = new Uint8Array(readFileSync(join(dataDir(), 'documents', folder, name)));
  return client.fetch('/api/upload', {
    method: 'POST',
    body: uploadForm({ content, filename: name, level: 2 }),
  });
}

describe('uploads of real documents', () => {
  it.each([
    ['pdf', 'docling_normal_4pages.pdf'],
    ['docx', 'docx4j_Docx4j_GettingStarted.docx'],
  ])('summarizes a %s file', async (folder, name) => {
    const response = await upload(folder, name);
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.filename).toBe(name);
    expect(result.stats.originalWords).toBeGreaterThan(300);
    expect(result.stats.summaryWords).toBeLessThan(result.stats.originalWords);
    expect(result.summary.length).toBeGreaterThan(200);
  });

  it('explains a password-protected PDF and keeps the credit', async () => {
    const response = await upload('pdf', 'pdfplumber_password-example.pdf');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: 'extraction_failed',
      kind: 'encrypted',
      message: expect.any(String),
    });
    expect((await harness.database.balance(email)).paid_documents_available).toBe(8);
  });
});
