/**
 * A formula displayed on lines of its own, as a PDF draws it.
 *
 * A tall bracket is a stack of pieces (top, extensions, middle, bottom), each a glyph of its own. TeX's
 * fonts and Adobe's Symbol font give the pieces private-use codes (U+F8EB … U+F8FE), which a reader's
 * font shows as empty boxes around a matrix. A stack of one bracket's pieces is that bracket.
 */

/** Adobe's private-use codes of the Symbol font's pieces, from U+F8E6, and Unicode's pieces for them. */
const PRIVATE_PIECES_FROM_F8E6 = '⏐⎯®©™⎛⎜⎝⎡⎢⎣⎧⎨⎩⎪⎮⎞⎟⎠⎤⎥⎦⎫⎬⎭';
const FIRST_PRIVATE_PIECE = 0xf8e6;
const PRIVATE_PIECE = /[\uf8e6-\uf8fe]/g;

/** Each bracket's pieces: a run of them (spaces and line breaks between, as stacks come out) is the bracket. */
const STACKS: readonly [RegExp, string][] = [
  [/[⎛⎜⎝](?:\s*[⎛⎜⎝])*/g, '('],
  [/[⎞⎟⎠](?:\s*[⎞⎟⎠])*/g, ')'],
  [/[⎡⎢⎣](?:\s*[⎡⎢⎣])*/g, '['],
  [/[⎤⎥⎦](?:\s*[⎤⎥⎦])*/g, ']'],
  [/[⌠⎮⌡](?:\s*[⌠⎮⌡])*/g, '∫'],
  // A tall bar ("{ x ∈ Rⁿ ∣ …}") is drawn as a column of bars.
  [/∣(?:[ \t]*∣)+/g, '∣'],
];
/** A brace's extension (⎪) is the same on both sides: its other pieces say which side a stack is. */
const BRACE_STACK = /[⎧⎨⎩⎫⎬⎭⎪](?:\s*[⎧⎨⎩⎫⎬⎭⎪])*/g;
const LEFT_BRACE = /[⎧⎨⎩]/;
const RIGHT_BRACE = /[⎫⎬⎭]/;
const braceOf = (stack: string) => {
  const left = LEFT_BRACE.test(stack);
  const right = RIGHT_BRACE.test(stack);
  return left === right ? stack : left ? '{' : '}';
};
const ANY_PIECE = /[⎛-⎮⌠⌡∣\uf8e6-\uf8fe]/;

export function withWholeBrackets(text: string): string {
  if (!ANY_PIECE.test(text)) return text;
  let out = text.replace(
    PRIVATE_PIECE,
    (piece) => PRIVATE_PIECES_FROM_F8E6[piece.charCodeAt(0) - FIRST_PRIVATE_PIECE] ?? piece,
  );
  for (const [stack, bracket] of STACKS) out = out.replace(stack, bracket);
  return out.replace(BRACE_STACK, braceOf);
}

/**
 * The gaps around a displayed formula's tall parts split it into paragraphs: "Sei P =", "( x1 … xn+1",
 * "), so ist xn+1 < 1 …". No paragraph of prose ends on an opening bracket or a relation sign, and none
 * opens with a closing bracket or a relation after an unfinished one: there the formula goes on, and so
 * does its sentence. (A proof's steps, "⇒ …", are set a line each on purpose: they stay apart.)
 */
const FORMULA_GOES_ON = /(?:\s[=≠≤≥<>∈∉⊂⊆→↦]|[([{])$/u;
const FORMULA_ENDS = /^(?:[)\]}]|[=≠≤≥∈∉⊂⊆∣]\s)/u;
const SENTENCE_END = /[.!?。]$/u;
/** Table rows, headings and list items are never part of a formula. */
const STRUCTURE = /^(?:#|- )|\s\|\s/;

export function withFormulasJoined(text: string): string {
  if (!text.includes('\n\n')) return text;
  const out: string[] = [];
  for (const paragraph of text.split('\n\n')) {
    const last = out[out.length - 1];
    const joins =
      last !== undefined &&
      !last.includes('\n') &&
      !paragraph.includes('\n') &&
      !STRUCTURE.test(last) &&
      !STRUCTURE.test(paragraph) &&
      (FORMULA_GOES_ON.test(last) || (FORMULA_ENDS.test(paragraph) && !SENTENCE_END.test(last)));
    if (joins) out[out.length - 1] = `${last} ${paragraph}`;
    else out.push(paragraph);
  }
  return out.join('\n\n');
}
