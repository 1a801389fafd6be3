import { type DemoAnalysis, summarizeRoutes } from '../../../api/summarize.ts';
import { api } from '../../apiClient.ts';
import { type DemoFailure, describeDemoError } from '../../errors/describeError.ts';

export type DemoInput =
  | { kind: 'file'; file: File }
  | { kind: 'text'; text: string }
  | { kind: 'url'; url: string };

/** What came back from the server, as the demo card shows it. */
export type DemoOutcome =
  | { kind: 'result'; analysis: DemoAnalysis }
  /** Sign-up needed: too long for the demo, or no free summaries left. */
  | { kind: 'sign-up'; message: string }
  | DemoFailure;

function postDemo(input: DemoInput): Promise<DemoAnalysis> {
  if (input.kind === 'file') {
    return api.call(summarizeRoutes.analyze, {
      form: {},
      file: { blob: input.file, filename: input.file.name },
    });
  }
  if (input.kind === 'text') return api.call(summarizeRoutes.analyzeText, { body: { text: input.text } });
  return api.call(summarizeRoutes.analyzeUrl, { body: { url: input.url } });
}

/**
 * Sends the demo request and maps every answer to what the card shows (SPEC section 8, free demo):
 * requiresPayment → its message in the Sign Up Required card; failures as describeDemoError says.
 */
export async function runDemo(input: DemoInput): Promise<DemoOutcome> {
  try {
    const analysis = await postDemo(input);
    if (analysis.requiresPayment) return { kind: 'sign-up', message: analysis.message };
    return { kind: 'result', analysis };
  } catch (error) {
    return describeDemoError(error, input.kind);
  }
}
