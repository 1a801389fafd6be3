import { describe, expect, it } from 'vitest';
import { fluency } from './fluency.ts';
import { summarize } from './summarize.ts';

describe('fluency', () => {
  it('is full for a clean sentence and low for one made of hesitations, restarts and non-speech marks', () => {
    expect(fluency('We will ship the new release on Friday after the last review.', 12)).toBe(1);
    expect(fluency('So uh {pause} we {disfmarker} we um [laughter] the the release.', 7)).toBeLessThan(0.5);
    expect(fluency('Ähm, wir wir liefern äh am Freitag.', 6)).toBeLessThan(0.5);
  });

  it('lets a transcript summary quote the clear statement of a point rather than the halting one', () => {
    const transcript = [
      'Anna: Uh, so, um, the the budget, uh, for the {pause} for the launch is, um, fifty thousand.',
      'Ben: Right, the budget for the launch is fifty thousand euros, and marketing takes most of it.',
      'Anna: Yes.',
      'Ben: The launch date stays on the first of March.',
      'Anna: Um, yeah, uh, the date, the date is fine I think, um.',
      'Ben: We also need two more testers before the launch.',
    ].join('\n');
    const summary = summarize(transcript, { level: 3, language: 'en' });
    expect(summary.markdown).toContain('the budget for the launch is fifty thousand euros');
    expect(summary.markdown).not.toContain('the the budget');
  });
});
