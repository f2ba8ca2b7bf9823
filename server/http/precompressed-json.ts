// A JSON reply sent many times unchanged (a live page configuration) is compressed once, not per request:
// at the build's levels (scripts/precompress-plugin.ts), and chosen by the rules @fastify/compress applies
// to every other reply (server/plugins/compress.ts), which then leaves the encoded body alone.
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from '../plugins/compress.js';

export interface PrecompressedJson {
  json: string;
  /** Absent below the compression threshold, where @fastify/compress sends the body as it is. */
  encoded?: { br: Buffer; gzip: Buffer };
}

// @fastify/compress's own preference order: zstd first where Node has it (22.15 on), then as here. A
// request that prefers zstd or deflate gets the plain body, which @fastify/compress encodes as before.
const ENCODINGS = [...('createZstdCompress' in zlib ? ['zstd'] : []), 'br', 'gzip', 'deflate', 'identity'];

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses on libuv's thread pool: brotli's top level takes tens of milliseconds, not for the event loop. */
export async function precompressJson(json: string): Promise<PrecompressedJson> {
  const body = Buffer.from(json);
  if (body.length < COMPRESS_THRESHOLD_BYTES) return { json };
  const [br, gzipped] = await Promise.all([
    brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  return { json, encoded: { br, gzip: gzipped } };
}

/** The encoding @fastify/compress would choose for this request (its reading of `*` and x-gzip included). */
function negotiatedEncoding(request: FastifyRequest): string | null {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
}

/** Sends `body` as JSON, in its ready brotli or gzip form when that is what the request would get. */
export function sendPrecompressedJson(request: FastifyRequest, reply: FastifyReply, body: PrecompressedJson): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = negotiatedEncoding(request);
  if (body.encoded === undefined || (encoding !== 'br' && encoding !== 'gzip')) return reply.send(body.json);
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(body.encoded[encoding]);
}
