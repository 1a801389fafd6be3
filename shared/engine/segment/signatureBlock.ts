import { shortLinesBefore } from './trailingLines.ts';

/**
 * The formula that opens a contract's signature block ("IN WITNESS WHEREOF, the parties have executed
 * this Agreement …"), in the languages with most users.
 */
const TESTIMONIUM =
  /^(?:in witness whereof|in witness thereof|signed by the parties|en foi de quoi|zum zeugnis dessen|zu urkund dessen|en testimonio de lo cual|y en prueba de conformidad|in fede di che|em testemunho do que|ten blijke waarvan)\b/iu;
/** The block's lines: each party's name, "By: ____", "Name: …", "Title: …", "Date: …". */
const MAX_BLOCK_LINES = 24;
const MAX_BLOCK_LINE_WORDS = 12;

/**
 * Marks a contract's signature block where the text ends: the formula and the short lines after it.
 * Who signs is in the contract's opening already; the block says where to sign, not what was agreed.
 */
export function markSignatureBlock(
  units: readonly { kind: string; text: string; words: number }[],
  furniture: Uint8Array,
): void {
  const end = units.length;
  const from = shortLinesBefore(units, 0, end, MAX_BLOCK_LINES, MAX_BLOCK_LINE_WORDS);
  for (const formula of [from - 1, from]) {
    if (formula >= 0 && formula < end && TESTIMONIUM.test(units[formula]!.text.trim())) {
      furniture.fill(1, formula, end);
      return;
    }
  }
}
