import { describe, expect, it } from 'vitest';
import { segmentDocument } from '../segment/units.ts';
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

const INTERVIEW = [
  'The Future of Work: An Interview with Dr. Lena Hoffmann',
  '',
  'Dr. Lena Hoffmann is a labour economist at the University of Mannheim. She has studied remote work since 2015.',
  '',
  'You have studied remote work for over a decade. What surprised you most?',
  '',
  'How quickly it became normal. In 2019, about 5% of German employees worked mostly from home. By 2023 it was close to 25%, and it has stayed there.',
  '',
  'Does working from home make people more productive?',
  '',
  'It depends on the task. For focused individual work, our studies show productivity gains of around 10%. For work that depends on spontaneous collaboration, we see losses.',
  '',
  'What about younger employees?',
  '',
  'That is my biggest concern. In fully remote teams, junior staff receive about a third less feedback. Firms need to replace those informal moments deliberately.',
].join('\n');

describe('questions and their answers', () => {
  it('make an interview’s questions its parts, never its key points', () => {
    const { units } = segmentDocument(INTERVIEW, { language: 'en' });
    expect(units.filter((u) => u.kind === 'heading' && u.level === 2).map((u) => u.text)).toEqual([
      'You have studied remote work for over a decade. What surprised you most?',
      'Does working from home make people more productive?',
      'What about younger employees?',
    ]);
    const brief = summarize(INTERVIEW, { level: 1 }).markdown;
    expect(brief).not.toContain('?');
    // A short reply leans on its question, which a key point is shown without.
    expect(brief).not.toMatch(/It depends on the task|How quickly it became normal/);
    expect(summarize(INTERVIEW, { level: 3 }).markdown).toContain('## What about younger employees?');
  });

  it('leave a story’s questions in its dialogue and narration as they are', () => {
    const night = (from: number) =>
      Array.from({ length: 8 }, (_, k) => `The night went on, hour ${from + k} of it, and the sea was calm.`);
    const story = [
      'The harbour was quiet that evening, and the last ferry had gone.',
      '“Where are you going?”',
      'She did not answer, and walked on towards the pier.',
      'Could he save his son?',
      ...night(1),
      'Why had the doctors lied to him?',
      ...night(9),
      'Who would believe him now?',
      ...night(17),
    ].join('\n\n');
    expect(segmentDocument(story, { language: 'en' }).units.some((u) => u.kind === 'heading')).toBe(false);
  });

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
