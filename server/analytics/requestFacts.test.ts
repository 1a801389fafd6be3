import { describe, expect, it } from 'vitest';
import { deviceOf, isRobot, keptAddress, referrerHost } from './requestFacts.ts';
import { USER_AGENTS } from './testing/userAgents.ts';

describe('what the analytics read from a request', () => {
  it('tells robots and scripts from browsers', () => {
    expect(isRobot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isRobot('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isRobot('curl/8.5.0')).toBe(true);
    expect(isRobot('python-requests/2.32.3')).toBe(true);
    expect(
      isRobot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/126.0.0.0 Safari/537.36'),
    ).toBe(true);
    expect(isRobot('')).toBe(true);
    for (const browser of Object.values(USER_AGENTS)) expect(isRobot(browser)).toBe(false);
  });

  it('reduces a user agent to desktop, mobile or tablet', () => {
    expect(deviceOf(USER_AGENTS.desktop)).toBe('desktop');
    expect(deviceOf(USER_AGENTS.mobile)).toBe('mobile');
    expect(deviceOf(USER_AGENTS.android)).toBe('mobile');
    expect(deviceOf(USER_AGENTS.tablet)).toBe('tablet');
    expect(deviceOf('something unknown')).toBe('desktop');
  });

  it('keeps a path and its utm_* parameters, nothing else of the query', () => {
    expect(keptAddress('/pricing?pack=5&utm_source=Newsletter&utm_campaign=spring&email=a@b.c')).toEqual({
      path: '/pricing',
      utmQuery: 'utm_source=Newsletter&utm_campaign=spring',
      utmSource: 'Newsletter',
    });
    expect(keptAddress('/blog/?token=secret#top')).toEqual({
      path: '/blog',
      utmQuery: null,
      utmSource: null,
    });
    expect(keptAddress('/')).toMatchObject({ path: '/' });
  });

  it("keeps only a referrer's host", () => {
    expect(referrerHost('https://www.google.com/search?q=summarize+pdf')).toBe('www.google.com');
    expect(referrerHost('')).toBeNull();
    expect(referrerHost('android-app://com.slack')).toBeNull();
    expect(referrerHost('not a url')).toBeNull();
  });
});
