import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './returnPath.ts';

describe('returnPathFrom', () => {
  it.each([
    ['', '/'],
    ['?returnTo=/pricing', '/pricing'],
    ['?returnTo=/pay-per-document%3Fpack%3D5', '/pay-per-document?pack=5'],
    ['?returnTo=//evil.example', '/'],
    ['?returnTo=/%5Cevil.example', '/'],
    ['?returnTo=https://evil.example', '/'],
    ['?returnTo=/x%0Ay', '/'],
  ])('%s → %s', (query, expected) => {
    expect(returnPathFrom(new URLSearchParams(query))).toBe(expected);
  });
});
