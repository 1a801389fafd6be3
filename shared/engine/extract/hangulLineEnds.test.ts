/**
 * A Korean line break is a space or nothing as the document's own words say (issue #21's reading of
 * real files): "위하여 노력하며" parted, "결핍으로부터의" whole again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir } from '../tools/eval/data.ts';
import { HANGUL_LINE_END as BREAK, resolveHangulLineEnds } from './hangulLineEnds.ts';
import { extract } from './index.ts';
import { reflowLines } from './textConvention.ts';

describe('Korean line ends', () => {
  it('leaves a mark between two Hangul lines, a space between other lines', () => {
    expect(reflowLines(['공포와 결핍으로부', '터의 자유를'])).toBe(`공포와 결핍으로부${BREAK}터의 자유를`);
    expect(reflowLines(['the first line', 'the second'])).toBe('the first line the second');
  });

  it('parts the halves where the document writes the first as a word, or it ends as words end', () => {
    const text = `이 선언을 위하여 모든 사람이 노력한다. 그리고 위하여${BREAK}노력하며, 감염병환자와${BREAK}접촉한 사람`;
    expect(resolveHangulLineEnds(text)).toBe(
      '이 선언을 위하여 모든 사람이 노력한다. 그리고 위하여 노력하며, 감염병환자와 접촉한 사람',
    );
  });

  it('joins a word cut in two, a particle after the break and a noun before 하다', () => {
    const text = `공포와 결핍으로부${BREAK}터의 자유, 권리${BREAK}를 가진다, 설정 메뉴에서 설정${BREAK}하는 방법, 결${BREAK}과를`;
    expect(resolveHangulLineEnds(text)).toBe(
      '공포와 결핍으로부터의 자유, 권리를 가진다, 설정 메뉴에서 설정하는 방법, 결과를',
    );
  });

  it('parts a bound noun from the predicate it completes, and joins the same syllable starting a word', () => {
    const text = `산출할 수${BREAK}없으므로, 그런 것${BREAK}같다, 수${BREAK}출이 늘었다`;
    expect(resolveHangulLineEnds(text)).toBe('산출할 수 없으므로, 그런 것 같다, 수출이 늘었다');
  });

  it('joins the halves where the document writes them whole elsewhere', () => {
    expect(resolveHangulLineEnds(`어떠한 사람도 어떠${BREAK}한 경우에도`)).toBe(
      '어떠한 사람도 어떠한 경우에도',
    );
  });

  it("leaves a zero-width space that is the file's own alone", () => {
    expect(resolveHangulLineEnds(`ภาษา${BREAK}ไทย`)).toBe(`ภาษา${BREAK}ไทย`);
  });
});

const report = join(dataDir(), 'documents/pdf/docling_normal_4pages.pdf');

describe.skipIf(!existsSync(report))('a Korean report broken at spaces (a real PDF)', () => {
  it('keeps the spaces its lines broke at', async () => {
    const { text } = await extract(new Uint8Array(readFileSync(report)), 'report.pdf');
    expect(text).toContain('감염병환자와 접촉한');
    expect(text).toContain('시의적절하게 이행하지');
    expect(text).not.toContain('감염병환자와접촉한');
    expect(text).toContain('산출할 수 없으므로');
  });
});
