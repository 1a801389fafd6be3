/**
 * A counting semaphore: at most `limit` tasks run at once, the others wait in arrival order. One is
 * shared by every request this server makes to Claude, so many uploads cannot flood the API.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task, so `running` stays the same.
      if (next) next();
      else this.running--;
    }
  }
}
