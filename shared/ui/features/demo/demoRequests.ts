import { ApiRequestError } from '../../../api/client.ts';
import type { DemoAnalysis } from '../../../api/summarize.ts';
import { api } from '../../apiClient.ts';

export type DemoInput =
  | { kind: 'file'; file: File }
  | { kind: 'text'; text: string }
  | { kind: 'url'; url: string };

/** What came back from the server, as the demo card shows it. */
export type DemoOutcome =
  | { kind: 'result'; analysis: DemoAnalysis }
  /** Sign-up needed: too long for the demo, or no free summaries left. */
  | { kind: 'sign-up'; message: string }
  /** The visitor's session ended (401): the page goes to /auth. */
  | { kind: 'signed-out' }
  | { kind: 'error'; message: string };

function postDemo(input: DemoInput): Promise<DemoAnalysis> {
  if (input.kind === 'file') {
    const form = new FormData();
    form.append('document', input.file);
    return api.post<DemoAnalysis>('/api/analyze', form);
  }
  if (input.kind === 'text') return api.post<DemoAnalysis>('/api/analyze-text', { text: input.text });
  return api.post<DemoAnalysis>('/api/analyze-url', { url: input.url });
}

/**
 * Sends the demo request and maps every answer to what the card shows (SPEC section 8, free demo):
 * 401 → sign-in; 403 no_free_documents → its message in the Sign Up Required card; requiresPayment →
 * its message in the same card; other failures → 'Upload failed: …' (files) or 'Processing failed: …'.
 * Where the server explains the failure (an encrypted PDF, a refused URL) its sentence is shown.
 */
export async function runDemo(input: DemoInput): Promise<DemoOutcome> {
  const failure = input.kind === 'file' ? 'Upload failed' : 'Processing failed';
  try {
    const analysis = await postDemo(input);
    if (analysis.requiresPayment) return { kind: 'sign-up', message: analysis.message };
    return { kind: 'result', analysis };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      if (error.status === 401) return { kind: 'signed-out' };
      const body = error.body;
      const message = typeof body?.message === 'string' && body.message ? body.message : null;
      if (error.status === 403 && body?.error === 'no_free_documents') {
        return { kind: 'sign-up', message: message ?? 'You have used your free summaries.' };
      }
      return { kind: 'error', message: `${failure}: ${message ?? (error.bodyText || String(error.status))}` };
    }
    return { kind: 'error', message: error instanceof Error && error.message ? error.message : failure };
  }
}
