import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../shared/api/errors.ts';
import { createLogger } from '../logger.ts';
import { AppError, apiNotFound, errorHandler } from './errors.ts';

/** The one error handler, behind a real HTTP server, with routes that fail in each way a route can. */
describe('errorHandler', () => {
  let base = '';
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.get('/crash', () => {
      throw new Error('SQLITE_CORRUPT at /var/data/summer.sqlite');
    });
    app.get('/engine', () => {
      throw new AppError('processing_failed', 'worker 3 died: heap at 4096 MB', { stack: 'at worker.ts:12' });
    });
    app.get('/refused', () => {
      throw new AppError('xl_credit_required', 'This document needs a 1M credit.', { wordCount: 600_000 });
    });
    app.use(apiNotFound);
    app.use(errorHandler(createLogger('silent')));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, body: await response.json() };
  };

  it('answers an unexpected error with the table sentence only', async () => {
    expect(await get('/crash')).toEqual({
      status: 500,
      body: { error: 'internal_error', message: API_ERRORS.internal_error.message },
    });
  });

  it('keeps the message and details of a 5xx AppError in the log, not in the answer', async () => {
    expect(await get('/engine')).toEqual({
      status: 500,
      body: { error: 'processing_failed', message: API_ERRORS.processing_failed.message },
    });
  });

  it('answers a 4xx AppError with its status from the table, its message and its details', async () => {
    expect(await get('/refused')).toEqual({
      status: 402,
      body: { error: 'xl_credit_required', message: 'This document needs a 1M credit.', wordCount: 600_000 },
    });
    expect(await get('/nowhere')).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });
});
