import { describe, expect, it } from 'vitest';
import { PageCache } from './pageCache.ts';

const page = (html: string) => ({ status: 200, html });

describe('PageCache', () => {
  it('drops the least recently used page when full', () => {
    const cache = new PageCache(2);
    cache.set('/a', page('a'));
    cache.set('/b', page('b'));
    cache.get('/a');
    cache.set('/c', page('c'));
    expect(cache.get('/a')?.html).toBe('a');
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/c')?.html).toBe('c');
  });

  it('forgets a page after its time to live', () => {
    const cache = new PageCache();
    cache.set('/blog/x', page('x'), 1000, 0);
    expect(cache.get('/blog/x', 999)?.html).toBe('x');
    expect(cache.get('/blog/x', 1000)).toBeUndefined();
  });

  it('invalidates one page or all', () => {
    const cache = new PageCache();
    cache.set('/a', page('a'));
    cache.set('/b', page('b'));
    cache.invalidate('/a');
    expect(cache.get('/a')).toBeUndefined();
    cache.invalidate();
    expect(cache.size).toBe(0);
  });
});
