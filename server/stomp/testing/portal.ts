// For tests (*.test.ts only): a migrated, seeded portal listening on a free port of 127.0.0.1, so that
// real WebSocket clients can reach the notification socket.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../app.js';
import type { Database } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import { seedIfEmpty } from '../../db/seed.js';
import { NOTIFICATION_SOCKET_PATH } from '../routes.js';

export interface ListeningPortal {
  app: FastifyInstance;
  /** ws://127.0.0.1:{port}/websocket/notification/platform */
  socketUrl: string;
  close(): Promise<void>;
}

/** Builds the portal on a database that is open already (migrating and seeding it) and listens. */
export async function listenOn(db: Database, options: Omit<AppOptions, 'db'> = {}): Promise<ListeningPortal> {
  await migrate(db);
  await seedIfEmpty(db);
  // Tests share a few CPUs; a stalled event loop there is load, not a fault to shed.
  const app = await buildApp({ db, loadShedding: false, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the portal listens on no port');
  return { app, socketUrl: `ws://127.0.0.1:${address.port}${NOTIFICATION_SOCKET_PATH}`, close: () => app.close() };
}
