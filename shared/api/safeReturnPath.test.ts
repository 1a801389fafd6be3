import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/pricing', '/pricing'],
    ['/pay-per-document?xl=100k', '/pay-per-document?xl=100k'],
    ['/my-account#billing', '/my-account#billing'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'pricing',
    '/x\nLocation: https://evil.example',
    '',
    undefined,
    42,
  ])('replaces %s with /', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });
});
