import { describe, expect, it } from 'vitest';
import { SURVEY_RESPONSES } from '../../../api/survey.ts';
import { FEEDBACK_OPTIONS, validateFeedback } from './surveyOptions.ts';

describe('feedback validation', () => {
  it('asks for a response first', () => {
    expect(validateFeedback(null, '')).toMatchObject({ ok: false, title: 'Please select a response' });
  });

  it('asks for an explanation when the answer is other, ignoring blank text', () => {
    expect(validateFeedback('other', '   ')).toMatchObject({
      ok: false,
      title: 'Please explain your response',
    });
    expect(validateFeedback('other', 'Needed tables')).toEqual({ ok: true });
    expect(validateFeedback('not_helpful', '')).toEqual({ ok: true });
  });

  it('offers every response value once', () => {
    expect(FEEDBACK_OPTIONS.map((option) => option.value).sort()).toEqual([...SURVEY_RESPONSES].sort());
  });
});
