import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../shared/api/route.ts';
import { createContractRouter } from '../http/route.ts';

describe('the admin area rule', () => {
  const route = (access: 'public' | 'signedIn' | 'admin' | 'owner', path: `/api/${string}`) =>
    defineRoute({ method: 'GET', path, summary: 'x', access, answer: z.object({}) });

  it('refuses to serve a route under /api/admin/ that is not for admins or owners', () => {
    const { serve } = createContractRouter({ checkAnswers: true });
    for (const access of ['public', 'signedIn'] as const) {
      expect(() => serve(route(access, '/api/admin/new-thing'), () => ({}))).toThrow(/admin area/);
    }
    expect(() => serve(route('admin', '/api/admin/new-thing'), () => ({}))).not.toThrow();
    expect(() => serve(route('owner', '/api/admin/other-thing'), () => ({}))).not.toThrow();
    // The admin check itself answers any signed-in user (SPEC), and other areas are not concerned.
    expect(() => serve(route('signedIn', '/api/admin/check'), () => ({}))).not.toThrow();
    expect(() => serve(route('public', '/api/administrators'), () => ({}))).not.toThrow();
  });
});
