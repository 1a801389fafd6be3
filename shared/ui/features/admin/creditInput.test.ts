import { describe, expect, it } from 'vitest';
import { creditsFromInput } from './creditInput.ts';

describe('creditsFromInput', () => {
  it('takes 1 to 100 as typed', () => {
    expect(['1', '7', '100'].map(creditsFromInput)).toEqual([1, 7, 100]);
  });

  it('caps at 100 and falls back to 1 for anything else', () => {
    expect(creditsFromInput('250')).toBe(100);
    expect(['', '0', '-3', 'abc', '2.5'].map(creditsFromInput)).toEqual([1, 1, 1, 1, 1]);
  });
});
