import { resolve } from 'node:path';
import type { DatabaseOptions } from '../db/connection.js';

export interface ServerEnv {
  port: number;
  host: string;
  database: DatabaseOptions;
}

/**
 * PORT (8080), HOST (127.0.0.1), DATABASE_URL (PostgreSQL; else the embedded PGlite in
 * PORTAL_DATA_DIR, default ./data).
 */
export function readServerEnv(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerEnv {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}".`);
  const host = env.HOST || '127.0.0.1';
  const database: DatabaseOptions = env.DATABASE_URL
    ? { kind: 'postgres', connectionString: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(cwd, env.PORTAL_DATA_DIR || './data') };
  return { port, host, database };
}

/** The host of an address a browser can open for the listen address `host` (0.0.0.0 and :: are no address). */
export function reachableHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
}

/** The line people look for once the server listens. */
export function readyMessage(host: string, port: number): string {
  return `Portal ready at http://${reachableHost(host)}:${port}/m/en-US/ (and /m/zh-CN/)`;
}
