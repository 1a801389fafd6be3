import { describe, expect, it } from 'vitest';
import { strategyFor } from './offlineStrategy.ts';

const ORIGIN = 'https://summer.example';
const get = (path: string, mode = 'cors') =>
  strategyFor({ method: 'GET', mode, url: `${ORIGIN}${path}`, keepalive: false }, ORIGIN);

describe('what the service worker does with a request', () => {
  it('keeps the library page, network first, under one key whatever the query or trailing slash', () => {
    expect(get('/library', 'navigate')).toEqual({ kind: 'page', cacheKey: '/library' });
    expect(get('/library/?from=menu', 'navigate')).toEqual({ kind: 'page', cacheKey: '/library' });
  });

  it('never touches the API, whatever the request', () => {
    for (const path of ['/api/auth/user', '/api/sync/documents/pull', '/api/documents/1', '/api']) {
      expect(get(path)).toEqual({ kind: 'network' });
      expect(get(path, 'navigate')).toEqual({ kind: 'network' });
    }
  });

  it('serves hashed assets and the icon cache first', () => {
    expect(get('/assets/index-97-zTKBK.js')).toEqual({ kind: 'asset' });
    expect(get('/assets/index-D5FB3oqX.css', 'no-cors')).toEqual({ kind: 'asset' });
    expect(get('/favicon.svg', 'no-cors')).toEqual({ kind: 'asset' });
  });

  it('leaves every other page, other sites and non-GET requests to the browser', () => {
    for (const path of ['/', '/pricing', '/my-account', '/admin', '/blog/some-post', '/libraryx']) {
      expect(get(path, 'navigate')).toEqual({ kind: 'network' });
    }
    expect(
      strategyFor(
        { method: 'GET', mode: 'navigate', url: 'https://other.example/library', keepalive: false },
        ORIGIN,
      ),
    ).toEqual({ kind: 'network' });
    expect(
      strategyFor({ method: 'POST', mode: 'cors', url: `${ORIGIN}/assets/x.js`, keepalive: false }, ORIGIN),
    ).toEqual({
      kind: 'network',
    });
  });

  it('sends beacons itself, so one sent as the page unloads still reaches the server', () => {
    const beacon = {
      method: 'POST',
      mode: 'no-cors',
      url: `${ORIGIN}/api/documents/7/leave`,
      keepalive: true,
    };
    expect(strategyFor(beacon, ORIGIN)).toEqual({ kind: 'relay' });
  });
});
