import { describe, expect, test } from 'vitest';
import { AppError } from '../http/errors.ts';
import { socialSiteName, videoSiteName } from './siteRules.ts';
import { type NetworkPolicy, parseUserUrl, resolveTarget } from './urlPolicy.ts';

const publicPolicy = (addresses: string[]): NetworkPolicy => ({
  resolveHost: async () => addresses,
  trustedLoopback: new Set(),
});

describe('parseUserUrl', () => {
  test('accepts http and https links, trimmed, in any letter case of the scheme', () => {
    expect(parseUserUrl('  https://example.com/a?b=1  ').href).toBe('https://example.com/a?b=1');
    expect(parseUserUrl('HTTP://Example.COM').href).toBe('http://example.com/');
  });

  test('turns international host names into their ASCII form', () => {
    expect(parseUserUrl('https://bücher.example/').hostname).toBe('xn--bcher-kva.example');
  });

  test('refuses what is not a string', () => {
    expect(() => parseUserUrl(undefined)).toThrow('Please enter a URL to analyze');
    expect(() => parseUserUrl({ href: 'https://example.com' })).toThrow('Please enter a URL to analyze');
  });

  test('refuses very long links', () => {
    expect(() => parseUserUrl(`https://example.com/${'a'.repeat(5000)}`)).toThrow(AppError);
  });
});

describe('resolveTarget', () => {
  test('returns every checked address with its family, and the port', async () => {
    const target = await resolveTarget(
      new URL('https://example.com/'),
      publicPolicy(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']),
      'link',
    );
    expect(target.hostname).toBe('example.com');
    expect(target.port).toBe(443);
    expect(target.addresses).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 },
    ]);
  });

  test('allows the common alternate web ports', async () => {
    for (const port of [8080, 8443]) {
      const target = await resolveTarget(
        new URL(`http://example.com:${port}/`),
        publicPolicy(['1.1.1.1']),
        'link',
      );
      expect(target.port).toBe(port);
    }
  });

  test('public IP literals need no DNS', async () => {
    const target = await resolveTarget(new URL('http://[2606:4700:4700::1111]/'), publicPolicy([]), 'link');
    expect(target.hostname).toBe('2606:4700:4700::1111');
    expect(target.addresses).toEqual([{ address: '2606:4700:4700::1111', family: 6 }]);
  });

  test('an empty DNS answer is a fetch failure, not a crash', async () => {
    await expect(
      resolveTarget(new URL('http://example.com/'), publicPolicy([]), 'link'),
    ).rejects.toMatchObject({
      code: 'url_fetch_failed',
    });
  });
});

describe('site rules', () => {
  test('match the site and its subdomains only', () => {
    expect(videoSiteName('m.youtube.com')).toBe('YouTube');
    expect(videoSiteName('youtube.com.')).toBe('YouTube');
    expect(videoSiteName('notyoutube.com')).toBeUndefined();
    expect(videoSiteName('youtube.com.example.org')).toBeUndefined();
    expect(socialSiteName('x.com')).toBe('X (Twitter)');
    expect(socialSiteName('box.com')).toBeUndefined();
    expect(socialSiteName('de.linkedin.com')).toBe('LinkedIn');
  });
});
