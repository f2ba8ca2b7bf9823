// A reply sent many times unchanged (a live page configuration, the home page's HTML) is compressed once, not per
// request:
// at the build's levels (scripts/precompress-plugin.ts), and chosen by the rules @fastify/compress applies
// to every other reply (server/plugins/compress.ts), which then leaves the encoded body alone.
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from '../plugins/compress.js';

export interface Precompressed {
  body: string;
  /** The body's UTF-8 bytes, sent as they are to a request that takes no encoding (no encoding per request). */
  bytes?: Buffer;
  /** Absent below the compression threshold, where @fastify/compress sends the body as it is. */
  encoded?: { br: Buffer; gzip: Buffer };
}

// @fastify/compress's own preference order: zstd first where Node has it (22.15 on), then as here. A
// request that prefers zstd or deflate gets the plain body, which @fastify/compress encodes as before.
const ENCODINGS = [...('createZstdCompress' in zlib ? ['zstd'] : []), 'br', 'gzip', 'deflate', 'identity'];

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses on libuv's thread pool: brotli's top level takes tens of milliseconds, not for the event loop. */
export async function precompress(body: string): Promise<Precompressed> {
  const bytes = Buffer.from(body);
  if (bytes.length < COMPRESS_THRESHOLD_BYTES) return { body, bytes };
  const [br, gzipped] = await Promise.all([
    brotliCompress(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip(bytes, { level: 9 }),
  ]);
  return { body, bytes, encoded: { br, gzip: gzipped } };
}

/** The encoding @fastify/compress would choose for this request (its reading of `*` and x-gzip included). */
function negotiatedEncoding(request: FastifyRequest): string | null {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
}

/** Sends the body (its content type set already), in its ready brotli or gzip form when that is what the request would get. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, { body, bytes, encoded }: Precompressed): FastifyReply {
  const encoding = negotiatedEncoding(request);
  // Plain bytes only where nothing is encoded: @fastify/compress encodes a string or bytes alike for zstd or deflate.
  if (encoded === undefined || (encoding !== 'br' && encoding !== 'gzip'))
    return reply.send(encoding === null || encoding === 'identity' ? (bytes ?? body) : body);
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(encoded[encoding]);
}
