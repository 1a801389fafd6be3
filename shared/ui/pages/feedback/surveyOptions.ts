import type { SurveyResponseValue } from '../../../api/survey.ts';

/** How the /feedback page words each answer. */
export const FEEDBACK_OPTIONS: readonly { value: SurveyResponseValue; label: string }[] = [
  { value: 'helpful_will_use_again', label: 'Yes, it was helpful and I will use it again' },
  { value: 'maybe_only_one_doc', label: 'Maybe, I only had one document to summarize' },
  { value: 'yes_but_price_too_high', label: 'Yes, but the price is too high for me' },
  { value: 'no_difference_from_ai', label: "I couldn't tell the difference from general AI chat assistants" },
  { value: 'not_helpful', label: 'No, it was not helpful' },
  { value: 'just_exploring', label: 'I was just exploring' },
  { value: 'other', label: 'Other' },
];

export type FeedbackValidation = { ok: true } | { ok: false; title: string; description: string };

/** The page's checks before sending, with the toasts SPEC section 5 gives. */
export function validateFeedback(
  response: SurveyResponseValue | null,
  otherText: string,
): FeedbackValidation {
  if (!response) {
    return { ok: false, title: 'Please select a response', description: "We'd love to hear your feedback!" };
  }
  if (response === 'other' && !otherText.trim()) {
    return {
      ok: false,
      title: 'Please explain your response',
      description: 'Help us understand your experience better.',
    };
  }
  return { ok: true };
}
