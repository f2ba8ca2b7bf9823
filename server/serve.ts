// Runs the portal once server/main.ts has made what it imports: opens and prepares the database, listens.
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { createBusFromEnv, describeBus } from './bus/bus-from-env.js';
import type { NotificationBus } from './bus/notification-bus.js';
import { readAuthConfig } from './config/auth-config.js';
import { readServerEnv, readyMessage } from './config/server-env.js';
import { openDatabase, type Database } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed.js';

const ROOT = resolve(import.meta.dirname, '..');
const SHUTDOWN_GRACE_MS = 10_000;

export async function serve(): Promise<void> {
  const env = readServerEnv(process.env);
  const db = await openDatabase(env.database);
  let app: FastifyInstance | undefined;
  let bus: NotificationBus | undefined;
  try {
    await migrate(db);
    await seedIfEmpty(db);
    // AMQP_URL: RabbitMQ fan-out, so that every instance delivers each user's notifications.
    bus = await createBusFromEnv(process.env);
    app = await buildApp({ db, bus, staticDir: join(ROOT, 'dist'), mediaDir: env.mediaDir, logger: true });
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    await app?.close();
    await bus?.close();
    await db.close();
    throw error;
  }
  console.log(`Notification bus: ${describeBus(process.env)}`);
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : env.port;
  console.log(readyMessage(env.host, port));
  if (readAuthConfig(process.env).codePort === 'dev-mailbox') {
    console.warn(
      `WARNING: CODE_PORT=dev-mailbox lists every login, register and reset code on /dev/mailbox (to this machine's own clients): anyone who can read it can log in as anyone. Never use it where others reach the portal.`,
    );
  }
  stopOnSignals(app, bus, db);
}

function stopOnSignals(app: FastifyInstance, bus: NotificationBus, db: Database): void {
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
      await bus.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error('The portal did not close cleanly:', error);
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (received) => void stop(received));
}
