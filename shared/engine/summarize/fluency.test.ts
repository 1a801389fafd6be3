import { describe, expect, it } from 'vitest';
import { segmentDocument } from '../segment/units.ts';
import { countWordsIn } from '../segment/words.ts';
import { antecedentsOf } from './cohesion.ts';
import { fluency, isBackchannel } from './fluency.ts';
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

describe("a listener's backchannel in a transcript", () => {
  it('is a turn that says at most two words beside hesitations and non-speech marks', () => {
    const backchannel = (said: string, language = 'en') => isBackchannel(said, countWordsIn(said, language));
    for (const said of [
      'Yeah .',
      'Mm - hmm .',
      'Mm-hmm.',
      '{vocalsound}',
      'Okay, sure.',
      'Uh - huh .',
      'Right ?',
    ])
      expect(backchannel(said), said).toBe(true);
    for (const said of ["It 's longer .", 'We ship on Monday.', 'So the tests must pass by Friday.'])
      expect(backchannel(said), said).toBe(false);
    // Assent with a word or two more agrees to what was asked; a topic named after "Okay" is said.
    for (const said of ['Yes, that works.', 'Sure, no problem.', 'Yeah, makes sense.', 'Yes, I can do that.'])
      expect(backchannel(said), said).toBe(true);
    for (const said of ['Okay, the remote control.', 'Yes, the battery is too weak.'])
      expect(backchannel(said), said).toBe(false);
    // Chinese and Japanese are not spaced: their words are counted as the language has them.
    expect(backchannel('好的。', 'zh')).toBe(true);
    expect(backchannel('我们下周一发布新版本。', 'zh')).toBe(false);
    expect(backchannel('来週の月曜日に新しい版を出します。', 'ja')).toBe(false);
  });

  // Bob's "Yeah." and "Mm - hmm." answer Anna; her "So …" goes on from what she said before them.
  const transcript = [
    'Anna: We should ship the release to every customer on Monday morning.',
    'Bob: Yeah.',
    'Carl: Mm - hmm . {vocalsound}',
    'Anna: So the tests must pass by Friday evening at the latest.',
    'Carl: Right.',
    'Bob: The documentation for the release is nearly finished already.',
    'Anna: Okay.',
    'Carl: The support team needs the release notes before Monday.',
  ].join('\n');

  it("is never a summary's point", () => {
    for (const level of [1, 2, 3, 4, 5] as const) {
      const { sentences } = summarize(transcript, { level, language: 'en' });
      expect(sentences.length).toBeGreaterThan(0);
      for (const s of sentences)
        expect(isBackchannel(s.text, countWordsIn(s.text, 'en')), `level ${level}: ${s.text}`).toBe(false);
    }
  });

  it('is told apart from a turn in a language written without spaces', () => {
    const meeting = [
      '张伟：我们下周一向所有客户发布新版本。',
      '李娜：好的。',
      '张伟：所以测试必须在周五之前全部通过。',
      '王强：新版本的说明文档已经基本完成了。',
      '李娜：客服团队需要在周一之前拿到发布说明。',
    ].join('\n');
    const { sentences } = summarize(meeting, { level: 5, language: 'zh' });
    expect(sentences.map((s) => s.text)).not.toContain('好的。');
    expect(sentences.length).toBeGreaterThanOrEqual(3);
  });

  it('is not what a "So …" after it points back to', () => {
    const { units } = segmentDocument(transcript, { language: 'en' });
    const so = units.findIndex((u) => u.text.startsWith('So the tests'));
    expect(units[antecedentsOf(units, 'en')[so]!]!.text).toBe(
      'We should ship the release to every customer on Monday morning.',
    );
  });
});

describe('a transcript summary', () => {
  it('shows a turn without its marks of sounds and restarts, and keeps what says speech was missed', () => {
    const said =
      'We should ship the new release [laughter] to every customer on Monday morning {pause} after the (inaudible) review of the release notes by the whole team.';
    const transcript = [
      `Anna: ${said}`,
      'Bob: The documentation for the release is nearly finished already.',
      'Carl: The support team needs the release notes before Monday.',
      'Dana: The customers were told about the new release last week.',
    ].join('\n');
    const { markdown, sentences } = summarize(transcript, { level: 5, language: 'en' });
    expect(markdown).toContain(
      '**Anna:** We should ship the new release to every customer on Monday morning after the (inaudible) review of the release notes by the whole team.',
    );
    expect(markdown).not.toMatch(/\[laughter\]|\{pause\}/);
    // The sentence still cites the passage as it stands in the transcript.
    expect(sentences.map((s) => s.text)).toContain(said);
  });
});
