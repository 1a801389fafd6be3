import { TIMINGS } from '../../domain/index.ts';

export type DemoStep = keyof typeof TIMINGS.demoSteps;

export const DEMO_STEP_ORDER: readonly DemoStep[] = ['ready', 'uploaded', 'processing', 'complete'];

/** The step the demo shows at a moment of its loop (ms since the loop started; wraps every loop). */
export function demoStepAt(elapsedMs: number): DemoStep {
  const inLoop = ((elapsedMs % TIMINGS.demoLoop) + TIMINGS.demoLoop) % TIMINGS.demoLoop;
  let step: DemoStep = 'ready';
  for (const candidate of DEMO_STEP_ORDER) {
    if (inLoop >= TIMINGS.demoSteps[candidate]) step = candidate;
  }
  return step;
}

/** The sample the demo pretends to summarize: a 28-minute read. */
export const DEMO_SAMPLE = {
  filename: 'Quarterly-Market-Report.pdf',
  originalMinutes: 28,
  withAiMinutes: 1.8,
  timeSavedPercent: 94,
  compressionPercent: 95,
} as const;
