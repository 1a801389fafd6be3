import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

const harness = withTestServer();

describe('API answers', () => {
  it('are never stored by browsers or proxies (Cache-Control: no-store), errors included', async () => {
    const { client } = await signUp(harness.server, { prefix: 'cache' });
    for (const path of ['/api/auth/user', '/api/documents', '/api/health', '/api/no-such-route']) {
      const response = await client.fetch(path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
