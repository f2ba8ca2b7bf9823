import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { answerClientError, registerErrorHandler } from './error-handler.js';

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

/** What a listening server answers to raw bytes on one connection, as text. */
async function rawExchange(request: string): Promise<string> {
  const app = Fastify({ clientErrorHandler: answerClientError });
  app.get('/', async () => ({}));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as { port: number };
    return await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  } finally {
    await app.close();
  }
}

describe('what the HTTP parser refuses', () => {
  it('answers an address past the header limit with 431 in the spec shape', async () => {
    const answer = await rawExchange(`GET /?keyword=${'%E4%B9%A6'.repeat(3000)} HTTP/1.1\r\nHost: portal\r\n\r\n`);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      errorList: [{ errorCode: 'E4XX_CLIENT_ERROR', errorMessage: 'The address or the headers are too long.' }],
    });
  });

  it('answers bytes that are not HTTP with 400 in the spec shape', async () => {
    const answer = await rawExchange('NOT HTTP AT ALL\0\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer).toContain('"errorCode":"E400_BAD_REQUEST"');
  });
});
