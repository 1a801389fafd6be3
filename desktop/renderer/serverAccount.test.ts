import { describe, expect, it } from 'vitest';
import { testUser } from '../../shared/api/testing/users.ts';
import type { ApiResponse, DesktopResult } from '../bridge.ts';
import { serverSignedInUserId } from './serverAccount.ts';

const ana = testUser({ id: 'user-ana', email: 'ana@example.com' });

describe('the signed-in account', () => {
  it('asks the server itself before a pending summary is sent', async () => {
    const bridge = (answer: DesktopResult<ApiResponse>) => ({ api: async () => answer });
    const reply = (status: number, body: unknown): DesktopResult<ApiResponse> => ({
      ok: true,
      value: { status, statusText: '', contentType: 'application/json', body: JSON.stringify(body) },
    });
    expect(await serverSignedInUserId(bridge(reply(200, ana)))).toBe('user-ana');
    expect(await serverSignedInUserId(bridge(reply(401, {})))).toBeNull();
    expect(await serverSignedInUserId(bridge({ ok: false, code: 'signed_out', message: '' }))).toBeNull();
    await expect(
      serverSignedInUserId(bridge({ ok: false, code: 'offline', message: 'No connection.' })),
    ).rejects.toThrow('No connection.');
  });
});
