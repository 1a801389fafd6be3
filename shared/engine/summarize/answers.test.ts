import { describe, expect, it } from 'vitest';
import { isBareAnswer } from './answers.ts';
import { summarize } from './summarize.ts';

const FAQ = [
  'Frequently Asked Questions',
  '',
  'How do I reset my password?',
  'Go to the sign-in page and click "Forgot password". We will send a reset link to your email address. The link expires after 24 hours.',
  '',
  'Can I change my plan at any time?',
  'Yes. You can upgrade or downgrade your plan from the Billing page. Upgrades take effect immediately and you are charged the prorated difference. Downgrades take effect at the start of your next billing cycle.',
  '',
  'Can I export my documents?',
  'Yes. You can export any document as PDF, Word or Markdown from the document menu. You can also export all your documents at once from Settings as a ZIP file.',
  '',
  'What happens if I cancel?',
  'Your account stays active until the end of the billing period. After that, your documents remain available for 30 days so you can export them, and then they are deleted permanently.',
].join('\n');

describe('questions and their answers', () => {
  it('give each question of an FAQ the start of its answer, never a bare "Yes."', () => {
    const { markdown } = summarize(FAQ, { level: 3 });
    expect(markdown).toContain(
      '## How do I reset my password?\n\nGo to the sign-in page and click "Forgot password".',
    );
    expect(markdown).toContain(
      '## Can I export my documents?\n\nYou can export any document as PDF, Word or Markdown from the document menu.',
    );
    expect(markdown).not.toMatch(/^Yes\.|\n\nYes\./m);
  });

  it('tell a bare answer from a sentence that opens with one', () => {
    for (const answer of ['Yes.', 'No!', 'Of course.', 'Nein.', 'Oui.', 'Sí.', 'Да.'])
      expect(isBareAnswer(answer), answer).toBe(true);
    for (const sentence of [
      'Yes, the plan renews every month.',
      'No refunds are given after 14 days.',
      'Sure enough, it rained.',
    ])
      expect(isBareAnswer(sentence), sentence).toBe(false);
  });
});
