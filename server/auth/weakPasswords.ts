import { PASSWORD_MIN_LENGTH } from '../../shared/domain/index.ts';

/**
 * Passwords nobody should be allowed to choose, as NIST SP 800-63B asks of a verifier: values from
 * lists of the commonest breached passwords, repetitive or sequential characters, and words of the
 * context (the service's name, the account's own email). Length and nothing else is asked beyond
 * that: no composition rules.
 *
 * The list is the 49,000 commonest passwords of zxcvbn-ts's common dictionary (MIT, maintained on npm),
 * loaded on the first password chosen, not at start-up, and kept only for the lengths sign-up accepts.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH)),
  );
  return commonPasswords;
}

/** The whole password is one short unit said again: aaaaaaaa, abababab, 12341234. */
function isRepetition(password: string): boolean {
  return /^(.{1,4})\1+$/su.test(password);
}

/** Each character the next code point up or down from the one before: abcdefgh, 98765432. */
function isSequence(password: string): boolean {
  const codes = [...password].map((character) => character.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (step !== 1 && step !== -1) return false;
  return codes.every((code, index) => index === 0 || code - (codes[index - 1] ?? 0) === step);
}

/** The password is a context word with digits or symbols around it: Summer2024!, ada.lovelace1. */
function isContextWord(password: string, words: readonly string[]): boolean {
  const core = password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return words.some((word) => word.length > 0 && (password === word || core === word));
}

export interface PasswordContext {
  email: string;
  productName: string;
}

/** Whether a newly chosen password is one an attacker would try first. */
export async function isGuessablePassword(password: string, context: PasswordContext): Promise<boolean> {
  const folded = password.normalize('NFKC').toLowerCase();
  const email = context.email.toLowerCase();
  const contextWords = [email, email.split('@')[0] ?? '', context.productName.toLowerCase()];
  if (isRepetition(folded) || isSequence(folded) || isContextWord(folded, contextWords)) return true;
  return (await loadCommonPasswords()).has(folded);
}
