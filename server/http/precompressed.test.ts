import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompress } from '../plugins/compress.js';
import { precompress, sendPrecompressed } from './precompressed.js';

const LARGE = { sections: Array.from({ length: 200 }, (_, index) => ({ key: `SECTION${index}`, title: 'Trade fair' })) };
const SMALL = { page: 'mobile-home' };
const JSON_TYPE = 'application/json; charset=utf-8';

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  if (encoding === 'deflate') return inflateSync(body).toString();
  return body.toString();
}

describe('a precompressed reply', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCompress(app);
    const large = await precompress(JSON.stringify(LARGE));
    const small = await precompress(JSON.stringify(SMALL));
    app.get('/ready/large', (request, reply) => sendPrecompressed(request, reply.type(JSON_TYPE), large));
    app.get('/ready/small', (request, reply) => sendPrecompressed(request, reply.type(JSON_TYPE), small));
    // The same bodies as any other reply, which @fastify/compress encodes per request.
    app.get('/plain/large', async () => LARGE);
    app.get('/plain/small', async () => SMALL);
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

  it.each([['gzip, deflate, br'], ['br'], ['gzip'], ['GZIP;q=1, br;q=0.5'], ['*'], ['x-gzip'], ['deflate'], ['identity'], ['compress']])(
    'is encoded as @fastify/compress would encode it for Accept-Encoding %j, and decodes to the same JSON',
    async (acceptEncoding) => {
      for (const size of ['large', 'small']) {
        const ready = await get(`/ready/${size}`, { 'accept-encoding': acceptEncoding });
        const plain = await get(`/plain/${size}`, { 'accept-encoding': acceptEncoding });
        expect(ready.statusCode).toBe(200);
        expect(ready.headers['content-encoding']).toBe(plain.headers['content-encoding']);
        expect(ready.headers['content-type']).toBe(plain.headers['content-type']);
        expect(ready.headers.vary).toBe(plain.headers.vary);
        expect(decoded(ready.headers['content-encoding'] as string | undefined, ready.rawPayload)).toBe(
          decoded(plain.headers['content-encoding'] as string | undefined, plain.rawPayload),
        );
      }
    },
  );

  it('sends the ready brotli form to a browser, with its exact length', async () => {
    const response = await get('/ready/large', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(JSON.parse(decoded('br', response.rawPayload))).toEqual(LARGE);
  });

  it('sends the body as it is without Accept-Encoding, or with x-no-compression', async () => {
    const cases: Array<Record<string, string>> = [{}, { 'accept-encoding': 'br', 'x-no-compression': '1' }];
    for (const headers of cases) {
      const response = await get('/ready/large', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual(LARGE);
    }
  });
});
