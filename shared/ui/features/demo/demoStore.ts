import { create } from 'zustand';
import type { DemoAnalysis } from '../../../api/summarize.ts';
import { countWords } from '../../../engine/segment/words.ts';
import type { DemoInput } from './demoRequests.ts';

export type DemoTab = 'upload' | 'text' | 'url';

interface DemoState {
  tab: DemoTab;
  file: File | null;
  text: string;
  url: string;
  /** A request is on its way. */
  busy: boolean;
  result: DemoAnalysis | null;
  /** Set when the visitor must sign up (too long, or no free summaries left). */
  signUpMessage: string | null;
  error: string | null;
  /** A validation message under the field that needs it. */
  fieldError: string | null;
  /** Set on a 401: the card sends the visitor to sign in. */
  signedOut: boolean;
  setTab(tab: DemoTab): void;
  chooseFile(file: File): void;
  setText(text: string): void;
  setUrl(url: string): void;
  submit(): Promise<void>;
  reset(): void;
}

const cleared = {
  file: null,
  text: '',
  url: '',
  result: null,
  signUpMessage: null,
  error: null,
  fieldError: null,
};

/**
 * The paste tab's live word count, counted as the server counts the same text (the engine's
 * countWords), so the badge and the result card agree. For text in spaced languages that is SPEC
 * section 5's whitespace-separated tokens, except that a token without a letter or digit (a lone dash)
 * is no word; Chinese, Japanese and Thai, written without spaces, count their dictionary words.
 */
export function pastedWordCount(text: string): number {
  return countWords(text);
}

/** The URL tab's rules, with SPEC section 5's messages; null when the URL may be sent. */
function urlProblem(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return 'Please enter a URL to analyze';
  if (!/^https?:\/\//i.test(trimmed)) return 'Please enter a valid URL starting with http:// or https://';
  return null;
}

function inputFor(state: DemoState): DemoInput | { problem: string } {
  if (state.tab === 'upload')
    return state.file ? { kind: 'file', file: state.file } : { problem: 'Please choose a file' };
  if (state.tab === 'text') {
    return state.text.trim()
      ? { kind: 'text', text: state.text }
      : { problem: 'Please enter some text to summarize' };
  }
  const problem = urlProblem(state.url);
  return problem ? { problem } : { kind: 'url', url: state.url.trim() };
}

/** The landing page's free demo card: one document at a time, from idle to result, sign-up or error. */
export const useDemoStore = create<DemoState>((set, get) => ({
  tab: 'upload',
  busy: false,
  signedOut: false,
  ...cleared,
  setTab: (tab) => set({ tab, fieldError: null }),
  chooseFile(file) {
    // A file can't be picked over an error or while a request runs; 'Try Another Document' first.
    const { error, signUpMessage, busy } = get();
    if (error || signUpMessage || busy) return;
    set({ file, result: null, fieldError: null });
  },
  // Editing the text (or choosing a sample) starts over: earlier results no longer match it.
  setText: (text) => set({ text, result: null, signUpMessage: null, error: null, fieldError: null }),
  setUrl: (url) => set({ url, fieldError: null }),
  async submit() {
    const state = get();
    if (state.busy) return;
    const input = inputFor(state);
    if ('problem' in input) {
      set({ fieldError: input.problem });
      return;
    }
    set({ busy: true, result: null, signUpMessage: null, error: null, fieldError: null });
    // The request code (and the contract's validators) comes with the first try, not with the page.
    const { runDemo } = await import('./demoRequests.ts');
    const outcome = await runDemo(input);
    if (outcome.kind === 'result') set({ busy: false, result: outcome.analysis });
    else if (outcome.kind === 'sign-up') set({ busy: false, signUpMessage: outcome.message });
    else if (outcome.kind === 'signed-out') set({ busy: false, signedOut: true });
    else set({ busy: false, error: outcome.message });
  },
  reset: () => set({ ...cleared, busy: false }),
}));
