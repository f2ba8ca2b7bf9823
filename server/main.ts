// Starts the portal: builds the front end when needed, opens and prepares the database, listens.
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ensureFrontEndBuilt } from './config/front-end-build.js';
import { readServerEnv, readyMessage } from './config/server-env.js';
import { openDatabase, type Database } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed.js';

const ROOT = resolve(import.meta.dirname, '..');
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = readServerEnv(process.env);
  ensureFrontEndBuilt(ROOT);
  const db = await openDatabase(env.database);
  let app: FastifyInstance | undefined;
  try {
    await migrate(db);
    await seedIfEmpty(db);
    app = await buildApp({ db, staticDir: join(ROOT, 'dist'), logger: true });
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    await app?.close();
    await db.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : env.port;
  console.log(readyMessage(env.host, port));
  stopOnSignals(app, db);
}

function stopOnSignals(app: FastifyInstance, db: Database): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, closing the portal…`);
    setTimeout(() => {
      console.error(`The portal did not close within ${SHUTDOWN_GRACE_MS} ms; exiting.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error('The portal did not close cleanly:', error);
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (received) => void stop(received));
}

main().catch((error: unknown) => {
  console.error('The portal could not start:', error);
  process.exit(1);
});
