/** Rendered pages kept in memory, least recently used dropped first, each valid for a time (or forever). */
export interface CachedPage {
  status: number;
  html: string;
}

interface Entry {
  page: CachedPage;
  expiresAt: number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so the Map's order stays "least recently used first".
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage, ttlMs = Number.POSITIVE_INFINITY, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { page, expiresAt: now + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops one path (content changed, e.g. a blog post was edited) or everything. */
  invalidate(key?: string): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
