import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { registerUnderPressure } from './under-pressure.js';

describe('load shedding', () => {
  it('answers 503 E503_OVERLOADED with Retry-After while the process is over a limit', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    // Any heap is over a one-byte limit, so the first sample puts the server under pressure.
    await registerUnderPressure(app, { maxHeapUsedBytes: 1, sampleInterval: 5 });
    app.get('/ping', async () => ({ pong: true }));
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await app.inject('/ping');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.json()).toEqual({
      errorList: [{ errorCode: 'E503_OVERLOADED', errorMessage: 'The server is busy, please try again shortly.' }],
    });
    await app.close();
  });
});
