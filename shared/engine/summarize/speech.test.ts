/**
 * A commencement speech. Before, its level 1 gave "Thank you, President Alvarez, members of the board,
 * faculty, families — and above all, the class of 2026." and "Congratulations, class of 2026.", and left
 * out the points the speaker announced ("Here it is: …", "So my one request is this: …"); without its thanks it opened on "I want to
 * start with a confession.", which says only that a story follows.
 */
import { describe, expect, it } from 'vitest';
import { segmentDocument } from '../segment/units.ts';
import { followersOf } from './announcements.ts';
import { sumsUp } from './genre.ts';
import { isCeremony, isSpeech } from './speech.ts';
import { summarize } from './summarize.ts';

const SPEECH = [
  'Remarks by Dr. Helen Okafor at the Commencement of Riverside Community College',
  'May 16, 2026',
  '',
  'Thank you. Thank you, President Alvarez, members of the board, faculty, families — and above all, the class of 2026.',
  '',
  'I want to start with a confession. Twenty-four years ago I sat where you are sitting, in a gown that did not fit, and I did not hear a single word the speaker said. So I will keep this short, and I will try to say one thing you might remember.',
  '',
  'Here it is: the skills that got you here are not the ones that will matter most next.',
  '',
  'Many of you did this while working. Some of you worked nights at the hospital or the warehouse and came to class in the morning. Some of you raised children while you studied. You learned to plan a week to the hour, to ask for help, and to keep going when a semester fell apart.',
  '',
  'But the world you are walking into will reward something else as well. It will reward the courage to be a beginner again. The jobs many of you are training for will change within five years.',
  '',
  'When I left this college, I thought the hard part was over. Then I started work as a lab technician and discovered that I knew almost nothing. For a year I was the slowest person in the room.',
  '',
  'So my one request is this: stay a beginner on purpose. Take the class you might fail. Find the person who knows more than you and buy them a coffee.',
  '',
  'Your families are here today because they believed you could do this. Some of them gave up sleep, money and weekends so you could sit in those chairs.',
  '',
  'Congratulations, class of 2026. Now go and be beginners.',
].join('\n');

describe('a speech', () => {
  it('is known by its title', () => {
    expect(isSpeech(segmentDocument(SPEECH, { language: 'en' }).units)).toBe(true);
    const notes =
      'Project notes\n\nThank you for the quick turnaround on the draft. The launch moves to May.';
    expect(isSpeech(segmentDocument(notes, { language: 'en' }).units)).toBe(false);
  });

  it('has its thanks and congratulations as ceremony, not a cause given with "thanks to"', () => {
    expect(isCeremony('Congratulations, class of 2026.')).toBe(true);
    expect(isCeremony('Vielen Dank, Herr Bürgermeister, meine Damen und Herren.')).toBe(true);
    expect(isCeremony('Thanks to the new law, rents fell by a tenth.')).toBe(false);
  });

  it('says at level 1 a point its speaker announced, and none of its ceremony', () => {
    const brief = summarize(SPEECH, { level: 1, language: 'en' }).markdown;
    expect(brief).toMatch(/the skills that got you here are not the ones|stay a beginner on purpose/u);
    expect(brief).not.toMatch(/Thank you|Congratulations|I want to start with a confession/u);
  });
});

describe('announcing what comes', () => {
  it('is a point the sentence makes, after "Here it is:" or "my one request is this:"', () => {
    expect(sumsUp('Here it is: the skills that got you here are not the ones that matter next.', 'en')).toBe(
      true,
    );
    expect(sumsUp('So my one request is this: stay a beginner on purpose.', 'en')).toBe(true);
    expect(sumsUp('Meine Bitte ist also: Bleiben Sie neugierig.', 'de')).toBe(true);
    expect(sumsUp('Here it is, on page four of the report.', 'en')).toBe(false);
  });

  it('is only a promise when a speaker says what they will tell next', () => {
    const units = segmentDocument(
      'I want to start with a confession. Twenty-four years ago I sat where you are sitting.',
      { language: 'en' },
    ).units;
    expect(followersOf(units, 'en')[0]).toBe(1);
  });
});
