import { describe, expect, it } from 'vitest';
import { apiUrl, defaultServerUrl, FALLBACK_SERVER_URL, parseServerUrl } from './serverSession.ts';

describe('server addresses', () => {
  it('accepts http and https addresses and normalizes them', () => {
    expect(parseServerUrl(' https://summer.example/ ')).toBe('https://summer.example');
    expect(parseServerUrl('http://10.0.0.5:3000/summer/')).toBe('http://10.0.0.5:3000/summer');
    for (const bad of [
      'ftp://summer.example',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'summer.example',
      '',
    ]) {
      expect(parseServerUrl(bad)).toBeNull();
    }
    expect(parseServerUrl('https://user:secret@summer.example')).toBeNull();
  });

  it('takes the default from SUMMER_SERVER_URL, falling back (and saying so) when it is not http(s)', () => {
    const messages: string[] = [];
    expect(
      defaultServerUrl({ SUMMER_SERVER_URL: 'https://eu.summer.example/' }, (m) => messages.push(m)),
    ).toBe('https://eu.summer.example');
    expect(defaultServerUrl({}, (m) => messages.push(m))).toBe(FALLBACK_SERVER_URL);
    expect(defaultServerUrl({ SUMMER_SERVER_URL: 'ftp://x' }, (m) => messages.push(m))).toBe(
      FALLBACK_SERVER_URL,
    );
    expect(messages).toEqual([expect.stringContaining('SUMMER_SERVER_URL')]);
  });

  it('never lets an API path take the token to another host or out of /api/', () => {
    expect(apiUrl('https://summer.example', '/api/documents?limit=5')).toBe(
      'https://summer.example/api/documents?limit=5',
    );
    expect(apiUrl('https://summer.example/base', '/api/user')).toBe('https://summer.example/base/api/user');
    expect(apiUrl('https://summer.example', '//evil.example/api/x')).toBeNull();
    expect(apiUrl('https://summer.example', '/api/../admin')).toBeNull();
    expect(apiUrl('https://summer.example', '/api/%2e%2e/admin')).toBeNull();
    expect(apiUrl('https://summer.example', '/api@evil.example/')).toBeNull();
    expect(apiUrl('https://summer.example', '/login')).toBeNull();
    expect(apiUrl('https://summer.example', '/api/x\\..\\y')).toBeNull();
  });
});
