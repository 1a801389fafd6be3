import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency.ts';

describe('ConcurrencyLimit', () => {
  it('never runs more tasks at once than its limit, and runs them all', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limit.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setImmediate(resolve));
          running--;
          return i;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('frees the slot of a failed task', async () => {
    const limit = new ConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(limit.run(async () => 'yes')).resolves.toBe('yes');
  });
});
