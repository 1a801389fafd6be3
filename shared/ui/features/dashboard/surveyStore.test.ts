import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../apiClient.ts';
import { useToastStore } from '../../toast/toastStore.ts';
import { useSurveyStore } from './surveyStore.ts';

/** Answers every call with `body`, recording method, path and JSON body. */
function serve(body: unknown, status = 200) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  configureApiClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return calls;
}

describe('first-use survey store', () => {
  beforeEach(() => useSurveyStore.setState({ view: 'hidden', sessionId: null, submitting: false }));
  afterEach(() => configureApiClient({}));

  it('opens only when the server says the survey was not answered', async () => {
    serve({ hasCompleted: true });
    await useSurveyStore.getState().open();
    expect(useSurveyStore.getState().view).toBe('hidden');
    const calls = serve({ hasCompleted: false });
    await useSurveyStore.getState().open();
    expect(useSurveyStore.getState().view).toBe('question');
    expect(calls[0]?.url).toMatch(/^\/api\/survey\/check\?sessionId=[\w-]+&t=\d+$/);
  });

  it('shows the offer after a price worry, and closes with thanks after other answers', async () => {
    serve({ hasCompleted: false });
    await useSurveyStore.getState().open();
    const calls = serve({ success: true, id: 1 });
    await useSurveyStore.getState().submit('yes_but_price_too_high');
    expect(useSurveyStore.getState().view).toBe('offer');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/survey/submit',
      body: { surveyType: 'first_use_feedback', response: 'yes_but_price_too_high' },
    });

    useSurveyStore.setState({ view: 'question' });
    await useSurveyStore.getState().submit('just_exploring');
    expect(useSurveyStore.getState().view).toBe('hidden');
    expect(useToastStore.getState().current?.title).toBe('Thank you for your feedback!');
  });

  it('asks for an answer, keeps the form on failure, and records a dismissal', async () => {
    serve({ hasCompleted: false });
    await useSurveyStore.getState().open();
    await useSurveyStore.getState().submit(null);
    expect(useToastStore.getState().current?.title).toBe('Please select a response');
    serve({ message: 'down' }, 500);
    await useSurveyStore.getState().submit('helpful_will_use_again');
    expect(useSurveyStore.getState().view).toBe('question');
    expect(useToastStore.getState().current?.title).toBe('Error submitting feedback');

    const calls = serve({ success: true });
    useSurveyStore.getState().dismiss();
    expect(useSurveyStore.getState().view).toBe('hidden');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/survey/dismiss',
      body: { surveyType: 'first_use_feedback' },
    });
  });
});

describe('first-use survey store when the session has ended', () => {
  beforeEach(() => {
    useSurveyStore.setState({ view: 'question', sessionId: 'session-1', submitting: false });
    useToastStore.setState({ current: null });
  });
  afterEach(() => configureApiClient({}));

  it('leaves the word to the Unauthorized toast instead of covering it with a submit error', async () => {
    serve({ message: 'Sign in first' }, 401);
    await useSurveyStore.getState().submit('just_exploring');
    expect(useToastStore.getState().current?.title).toBe('Unauthorized');
  });
});
