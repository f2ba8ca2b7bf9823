import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { registerErrorHandler } from './error-handler.js';

async function appThrowing(error: unknown) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/fails', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('the global error handler', () => {
  it('answers an ApiError with its own status, code and message', async () => {
    const app = await appThrowing(new ApiError(404, ErrorCode.pageConfigNotFound, 'No page configuration.'));
    const response = await app.inject('/fails');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorList: [{ errorCode: 'E404_PAGE_CONFIG', errorMessage: 'No page configuration.' }] });
    await app.close();
  });

  it('answers any other fault with a generic 500, without its message or stack', async () => {
    const app = await appThrowing(new Error('connection to 10.0.0.5 refused at Socket.connect (net.js:1)'));
    const response = await app.inject('/fails');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errorList: [{ errorCode: 'E500_INTERNAL', errorMessage: 'Internal server error.' }] });
    expect(response.body).not.toContain('10.0.0.5');
    await app.close();
  });

  it('survives a thrown value that is not an Error', async () => {
    const app = await appThrowing('just a string');
    const response = await app.inject('/fails');
    expect(response.statusCode).toBe(500);
    expect(response.json().errorList[0].errorCode).toBe('E500_INTERNAL');
    await app.close();
  });
});
