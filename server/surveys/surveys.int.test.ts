import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

const harness = withTestServer({}, { webDir: '/nonexistent' });

function post(path: string, body: unknown) {
  return fetch(`${harness.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function storedRows() {
  return harness.database.db.selectFrom('survey_responses').selectAll().orderBy('id').execute();
}

describe('survey API', () => {
  it('stores an answer from the /feedback page', async () => {
    const response = await post('/api/survey/submit', {
      response: 'other',
      otherText: '  Needed the tables too  ',
      documentName: 'Lease 2024.pdf',
      source: 'email',
    });
    expect(response.status).toBe(201);
    const row = (await storedRows()).at(-1);
    expect(row).toMatchObject({
      survey_type: 'feedback_page',
      response: 'other',
      other_text: 'Needed the tables too',
      document_name: 'Lease 2024.pdf',
      source: 'email',
      user_id: null,
    });
  });

  it('stores a dashboard answer and reports the session as completed', async () => {
    const sessionId = 'session_abc12345';
    const before = await fetch(
      `${harness.server.url}/api/survey/check?sessionId=${sessionId}&t=${Date.now()}`,
    );
    expect(await before.json()).toEqual({ hasCompleted: false });

    const submitted = await post('/api/survey/submit', {
      surveyType: 'first_use_feedback',
      response: 'helpful_will_use_again',
      otherText: null,
      sessionId,
    });
    expect(submitted.status).toBe(201);
    const after = await fetch(`${harness.server.url}/api/survey/check?sessionId=${sessionId}`);
    expect(await after.json()).toEqual({ hasCompleted: true });
    expect((await storedRows()).at(-1)).toMatchObject({
      survey_type: 'first_use_feedback',
      session_id: sessionId,
      other_text: null,
    });
  });

  it('treats a dismissed survey as done for that session', async () => {
    const sessionId = 'dismissed_session_1';
    const dismissed = await post('/api/survey/dismiss', { surveyType: 'first_use_feedback', sessionId });
    expect(dismissed.status).toBe(200);
    const check = await fetch(`${harness.server.url}/api/survey/check?sessionId=${sessionId}`);
    expect(await check.json()).toEqual({ hasCompleted: true });
  });

  it('keeps the survey away from a signed-in person in every session once they answered or dismissed it', async () => {
    for (const [email, path, body] of [
      [
        'answered@example.com',
        '/api/survey/submit',
        { surveyType: 'first_use_feedback', response: 'helpful_will_use_again', otherText: null },
      ],
      ['dismissed@example.com', '/api/survey/dismiss', { surveyType: 'first_use_feedback' }],
    ] as const) {
      const { client: person } = await signUp(harness.server, { email });
      const done = await person.json('POST', path, { ...body, sessionId: `first_${email.split('@')[0]}` });
      expect(done.status).toBeLessThan(300);
      const elsewhere = `/api/survey/check?sessionId=later_${email.split('@')[0]}`;
      expect((await person.json('GET', elsewhere)).body).toEqual({ hasCompleted: true });
      // A visitor in that other session has not answered anything.
      expect(await (await fetch(`${harness.server.url}${elsewhere}`)).json()).toEqual({
        hasCompleted: false,
      });
    }
  });

  it('rejects bad answers with 400 and a readable message, storing nothing', async () => {
    const count = (await storedRows()).length;
    const cases: unknown[] = [
      {},
      { response: 'love_it', documentName: 'x', source: 'email' },
      { response: 'other', otherText: '   ', documentName: 'x', source: 'email' },
      { response: 'other', documentName: 'x', source: 'email' },
      { surveyType: 'first_use_feedback', response: 'just_exploring', sessionId: '<script>' },
      { response: 'not_helpful', documentName: 'x'.repeat(301), source: 'email' },
      { response: 'not_helpful', otherText: 'y'.repeat(2001), documentName: 'x', source: 'email' },
    ];
    for (const body of cases) {
      const response = await post('/api/survey/submit', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = await response.json();
      expect(answer.error).toBe('validation_error');
      expect(typeof answer.message).toBe('string');
    }
    const otherMissing = await post('/api/survey/submit', {
      response: 'other',
      otherText: ' ',
      documentName: 'x',
      source: 'email',
    });
    expect((await otherMissing.json()).message).toContain('Please explain your response');
    expect((await storedRows()).length).toBe(count);

    const badCheck = await fetch(`${harness.server.url}/api/survey/check`);
    expect(badCheck.status).toBe(400);
  });

  it('limits how often one address can write', async () => {
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 40 && !limited; attempt++) {
      const response = await post('/api/survey/dismiss', {
        surveyType: 'first_use_feedback',
        sessionId: `flood_${attempt}_xx`,
      });
      if (response.status === 429) limited = response;
    }
    expect(limited?.status).toBe(429);
    expect(await limited?.json()).toMatchObject({ error: 'rate_limited' });
  });
});
