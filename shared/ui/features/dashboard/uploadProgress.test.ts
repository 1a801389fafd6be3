import { describe, expect, it } from 'vitest';
import { stagePercent, summarizeFraction } from './uploadProgress.ts';

describe('the processing bar', () => {
  it('advances within Summarize as the summary is written, between Analyze and Complete', () => {
    const start = stagePercent('summarize');
    expect(start).toBeGreaterThan(stagePercent('analyze'));
    expect(stagePercent('summarize', 0)).toBe(start);
    const half = stagePercent('summarize', 0.5);
    const most = stagePercent('summarize', 0.99);
    expect(half).toBeGreaterThan(start);
    expect(most).toBeGreaterThan(half);
    expect(most).toBeLessThan(stagePercent('complete'));
    // Out-of-range values from a broken stream cannot push the bar past its stage.
    expect(stagePercent('summarize', 7)).toBe(stagePercent('summarize', 1));
    expect(stagePercent('summarize', -1)).toBe(start);
  });

  it('keeps the written share rising within Summarize and forgets it in other stages', () => {
    expect(summarizeFraction({ stage: 'summarize', wordCount: 900 }, null)).toBeNull();
    expect(summarizeFraction({ stage: 'summarize', fraction: 0.3 }, null)).toBe(0.3);
    expect(summarizeFraction({ stage: 'summarize', fraction: 0.6 }, 0.3)).toBe(0.6);
    // A replayed older event (stream reconnected) does not move the bar back.
    expect(summarizeFraction({ stage: 'summarize', fraction: 0.2 }, 0.6)).toBe(0.6);
    expect(summarizeFraction({ stage: 'summarize' }, 0.6)).toBe(0.6);
    expect(summarizeFraction({ stage: 'complete' }, 0.6)).toBeNull();
    expect(summarizeFraction({ stage: 'analyze' }, 0.6)).toBeNull();
  });
});
