import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressStages } from './ProgressStages.tsx';

/** The progress bar's value as a screen reader announces it. */
function barValue(html: string): number {
  return Number(/aria-valuenow="(\d+)"/.exec(html)?.[1]);
}

describe('ProgressStages', () => {
  it('moves the bar within Summarize as the written share rises, with Summarize the current step', () => {
    const started = renderToString(<ProgressStages stage="summarize" wordCount={1200} />);
    const half = renderToString(<ProgressStages stage="summarize" wordCount={1200} fraction={0.5} />);
    const most = renderToString(<ProgressStages stage="summarize" wordCount={1200} fraction={0.9} />);
    expect(barValue(half)).toBeGreaterThan(barValue(started));
    expect(barValue(most)).toBeGreaterThan(barValue(half));
    expect(barValue(most)).toBeLessThan(100);
    expect(half).toContain(`width:${barValue(half)}%`);
    expect(half).toMatch(/data-stage="summarize" data-reached="true" aria-current="step"/);
    expect(half.replaceAll('<!-- -->', '')).toContain('1,200 words found');
  });
});
