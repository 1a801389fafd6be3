import { describe, expect, it } from 'vitest';
import { percentOf, trafficSource } from './analytics.ts';

const source = (referrerHost: string | null, utmSource: string | null = null) =>
  trafficSource({ referrerHost, siteHost: 'summer.example', utmSource });

describe('trafficSource', () => {
  it('groups referrer hosts into Direct, Search, Social and Other', () => {
    expect(source(null)).toBe('Direct');
    expect(source('summer.example')).toBe('Direct');
    expect(source('www.summer.example')).toBe('Direct');
    expect(source('www.google.com')).toBe('Search');
    expect(source('google.co.uk')).toBe('Search');
    expect(source('duckduckgo.com')).toBe('Search');
    expect(source('search.brave.com')).toBe('Search');
    expect(source('t.co')).toBe('Social');
    expect(source('www.linkedin.com')).toBe('Social');
    expect(source('old.reddit.com')).toBe('Social');
    expect(source('news.ycombinator.com')).toBe('Social');
    expect(source('blog.example.org')).toBe('Other');
    // Names inside other names are not the site.
    expect(source('googleusercontent.com')).toBe('Other');
    expect(source('notfacebook.example')).toBe('Other');
  });

  it("lets a campaign's utm_source win over the referrer", () => {
    expect(source('www.google.com', 'Newsletter')).toBe('newsletter');
    expect(source(null, '  ')).toBe('Direct');
  });
});

describe('percentOf', () => {
  it('answers one decimal, and 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
  });
});
