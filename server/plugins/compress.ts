import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024 });
}
