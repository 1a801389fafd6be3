import { describe, expect, it } from 'vitest';
import { isGuessablePassword } from './weakPasswords.ts';

const context = { email: 'ada.lovelace@example.com', productName: 'Summer' };
const guessable = (password: string) => isGuessablePassword(password, context);

describe('passwords an attacker tries first', () => {
  it('refuses the commonest breached passwords, in any case', async () => {
    for (const password of ['password', 'Password1', 'iloveyou', 'QWERTYUIOP', 'sunshine', 'trustno1'])
      expect(await guessable(password), password).toBe(true);
  });

  it('refuses repeated and sequential characters', async () => {
    for (const password of ['aaaaaaaa', 'abababab', '12341234', 'abcdefgh', 'ZYXWVUTS', '98765432'])
      expect(await guessable(password), password).toBe(true);
  });

  it('refuses the account’s email and the service’s name, with digits or symbols around them', async () => {
    for (const password of [
      'ada.lovelace@example.com',
      'ada.lovelace',
      'Ada.Lovelace1',
      'Summer2024!',
      '!!summer!!',
    ])
      expect(await guessable(password), password).toBe(true);
  });

  it('accepts passwords that are none of these', async () => {
    for (const password of [
      'correct horse battery',
      'a strong password',
      'summer reading list',
      'k7#Qp!2zWm',
    ])
      expect(await guessable(password), password).toBe(false);
  });
});
