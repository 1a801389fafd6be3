import { describe, expect, it } from 'vitest';
import { segmentDocument } from '../segment/units.ts';
import { followersOf } from './announcements.ts';

describe('followersOf', () => {
  const announced = (text: string, language = 'en') => {
    const { units } = segmentDocument(text, { language });
    return [...followersOf(units, language)].flatMap((f, i) =>
      f >= 0 ? [[units[i]!.text, units[f]!.text]] : [],
    );
  };

  it('pairs a sentence that announces what follows with its follow-up', () => {
    expect(
      announced('Two risks need attention. First, stock arrived early. Second, two engineers left.'),
    ).toEqual([['Two risks need attention.', 'First, stock arrived early.']]);
    expect(
      announced('The plan failed for a simple reason: money.\n\nThere are three reasons:\n\n- cost\n- time'),
    ).toEqual([['There are three reasons:', 'cost']]);
    expect(
      announced('Report\n\nThree issues remain. The roof leaks after rain. Volunteers are few.'),
    ).toEqual([['Three issues remain.', 'The roof leaks after rain.']]);
    expect(announced('Zwei Risiken bleiben. Erstens ist das Dach undicht.', 'de')).toEqual([
      ['Zwei Risiken bleiben.', 'Erstens ist das Dach undicht.'],
    ]);
  });

  it('pairs a paragraph that ends in a comma with the quotation or clause it leads into', () => {
    expect(
      announced(
        'Was the motive to protect artists? As Alex Alben, vice president for Public Policy at Real Networks, told me,\n\nThe record companies did not want competition.\n\nThe committee heard him.',
      ),
    ).toEqual([
      [
        'As Alex Alben, vice president for Public Policy at Real Networks, told me,',
        'The record companies did not want competition.',
      ],
    ]);
    expect(
      announced(
        'Um – são órgãos do CNIG a Assembleia Geral, a Direcção e o Conselho Fiscal,\n\nDois – os membros são eleitos por três anos.',
        'pt',
      ),
    ).toHaveLength(1);
    // A comma inside a paragraph is no lead-in; a transcript turn cut off by the next speaker is no lead-in.
    expect(announced('He said, and left. The door closed.')).toEqual([]);
  });

  it('leaves statements that only name a number', () => {
    // A paragraph of its own, a long sentence, or one in the middle of a paragraph says something itself.
    expect(announced('Two people were killed.\n\nThe gunman fled on foot.')).toEqual([]);
    expect(
      announced(
        'Two people were killed when a lorry hit their car on the ring road late on Sunday. Police closed the road.',
      ),
    ).toEqual([]);
    expect(announced('The storm hit at night. Two people died. Police closed the road.')).toEqual([]);
    // A count further in is an object: the sentence is an instruction, not an announcement.
    expect(
      announced('Für jedes Quadrat brauchst du fünf Eisstiele. Lege vier Eisstiele zurecht.', 'de'),
    ).toEqual([]);
  });
});
