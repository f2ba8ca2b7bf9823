import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go uncompressed: the encoding would save less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });
}
