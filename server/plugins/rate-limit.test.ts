import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { registerRateLimit } from './rate-limit.js';

describe('the rate limit', () => {
  it('answers 429 E429_TOO_MANY_REQUESTS with Retry-After once a client is over its limit', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await registerRateLimit(app, { max: 2 });
    app.get('/api/ping', async () => ({ pong: true }));
    await app.ready();
    expect((await app.inject('/api/ping')).statusCode).toBe(200);
    expect((await app.inject('/api/ping')).statusCode).toBe(200);
    const limited = await app.inject('/api/ping');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().errorList[0]).toEqual({
      errorCode: 'E429_TOO_MANY_REQUESTS',
      errorMessage: expect.stringMatching(/^Too many requests, please try again in .+\.$/),
    });
    await app.close();
  });

  it('counts API calls only, not the files and pages a page view loads', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await registerRateLimit(app, { max: 1 });
    app.get('/assets/app.js', async () => 'code');
    app.get('/api/ping', async () => ({ pong: true }));
    await app.ready();
    for (let request = 0; request < 3; request += 1) expect((await app.inject('/assets/app.js')).statusCode).toBe(200);
    expect((await app.inject('/api/ping')).statusCode).toBe(200);
    expect((await app.inject('/api/ping')).statusCode).toBe(429);
    await app.close();
  });

  it('counts an API call whose path is percent-encoded (/%61pi/…) against the same limits as /api/…', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await registerRateLimit(app, { max: 600 });
    app.post('/api/reports', { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ method: 'POST', url: '/api/reports' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/%61pi/reports' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/%61pi/reports' })).statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url: '/%61%70%69/reports' })).statusCode).toBe(429);
    await app.close();
  });
});
