import { describe, expect, it } from 'vitest';
import { TIMINGS } from '../../domain/index.ts';
import { demoStepAt } from './demoLoop.ts';

describe('demoStepAt', () => {
  it('walks through ready, uploaded, processing and complete at the loop times', () => {
    expect(demoStepAt(0)).toBe('ready');
    expect(demoStepAt(799)).toBe('ready');
    expect(demoStepAt(800)).toBe('uploaded');
    expect(demoStepAt(1_600)).toBe('processing');
    expect(demoStepAt(2_999)).toBe('processing');
    expect(demoStepAt(3_000)).toBe('complete');
    expect(demoStepAt(TIMINGS.demoLoop - 1)).toBe('complete');
  });

  it('starts over every loop', () => {
    expect(demoStepAt(TIMINGS.demoLoop)).toBe('ready');
    expect(demoStepAt(TIMINGS.demoLoop + 900)).toBe('uploaded');
  });
});
