// The database the config CLI works on when it is given no --url: the portal's, as server/serve.ts chooses it
// (DATABASE_URL, else the embedded PGlite in PORTAL_DATA_DIR, default ./data), refused in one sentence when a
// running portal holds the embedded one.
import { existsSync } from 'node:fs';
import { readServerEnv } from '../../server/config/server-env.js';
import { openDatabase } from '../../server/db/connection.js';
import { DataDirLockedError } from '../../server/db/data-dir-lock.js';
import { migrate } from '../../server/db/migrate.js';
import { CliRefusal } from './config-store.js';
import type { WithDatabase } from './run.js';

export function portalDatabaseOf(processEnv: NodeJS.ProcessEnv): WithDatabase {
  return async (work) => {
    const env = readServerEnv(processEnv);
    const { database } = env;
    if (database.kind === 'pglite' && database.dataDir !== undefined && !existsSync(database.dataDir)) {
      throw new CliRefusal(`No database in ${database.dataDir}: start the portal once (npm start), or set DATABASE_URL.`);
    }
    let db;
    try {
      db = await openDatabase(database);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      throw new CliRefusal(
        `A portal (pid ${error.owner.pid}) is running on the embedded database in ${error.dataDir}, which only it may open: ` +
          `run this command through it, adding --url http://${env.host}:${env.port} and an employee's --email and --password ` +
          `(or PORTAL_OPERATOR_EMAIL and PORTAL_OPERATOR_PASSWORD), or stop the portal first.`,
      );
    }
    try {
      await migrate(db);
      return await work(db);
    } finally {
      await db.close();
    }
  };
}
