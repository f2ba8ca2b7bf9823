import { resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseOptions } from '../db/connection.js';

/**
 * Connections to PostgreSQL an instance opens at most (pg's own default). More than about twice the database
 * server's cores, altogether, makes searches queue inside it rather than in the pool: on a 2-core machine, 4 rather
 * than 10 brought epSearch's p95 at 16 clients from 70 to 55 ms for exhibitors and from 834 to 636 ms for products.
 */
const DEFAULT_POOL_SIZE = 10;

/** The variables the server listens and stores by; an empty HOST, DATABASE_URL or PORTAL_DATA_DIR counts as unset. */
const SERVER_ENV = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_SIZE),
  PORTAL_DATA_DIR: z.string().optional(),
  MEDIA_DIR: z.string().optional(),
});

export interface ServerEnv {
  port: number;
  host: string;
  database: DatabaseOptions;
  /** The media library's folder (server/media-library/media-store.ts). */
  mediaDir: string;
}

/**
 * PORT (8080), HOST (127.0.0.1), DATABASE_URL (PostgreSQL, with DATABASE_POOL_SIZE connections; else the embedded PGlite in
 * PORTAL_DATA_DIR, default ./data), MEDIA_DIR (the uploaded pictures; by default the data folder's media/, which
 * with DATABASE_URL is ./data/media on this instance's disk).
 */
export function readServerEnv(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerEnv {
  const parsed = SERVER_ENV.safeParse(env);
  if (!parsed.success) {
    if (parsed.error.issues[0]?.path[0] === 'DATABASE_POOL_SIZE') {
      throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${env.DATABASE_POOL_SIZE}".`);
    }
    throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  }
  const { PORT: port, HOST, DATABASE_URL, DATABASE_POOL_SIZE: poolSize, PORTAL_DATA_DIR, MEDIA_DIR } = parsed.data;
  const dataDir = resolve(cwd, PORTAL_DATA_DIR || './data');
  const database: DatabaseOptions = DATABASE_URL ? { kind: 'postgres', connectionString: DATABASE_URL, poolSize } : { kind: 'pglite', dataDir };
  return { port, host: HOST || '127.0.0.1', database, mediaDir: MEDIA_DIR ? resolve(cwd, MEDIA_DIR) : resolve(dataDir, 'media') };
}

/** The host of an address a browser can open for the listen address `host` (0.0.0.0 and :: are no address). */
export function reachableHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
}

/** The line people look for once the server listens. */
export function readyMessage(host: string, port: number): string {
  return `Portal ready at http://${reachableHost(host)}:${port}/m/en-US/ (and /m/zh-CN/)`;
}
