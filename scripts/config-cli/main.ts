// The config CLI's process: the database is the portal's, as server/serve.ts chooses it (DATABASE_URL, else the
// embedded PGlite in PORTAL_DATA_DIR, default ./data), or a running portal with --url (run.ts).
import { existsSync } from 'node:fs';
import { readServerEnv } from '../../server/config/server-env.js';
import { openDatabase } from '../../server/db/connection.js';
import { DataDirLockedError } from '../../server/db/data-dir-lock.js';
import { migrate } from '../../server/db/migrate.js';
import { registerAllMessages } from '../../common/i18n/all-messages.js';
import { CliRefusal } from './config-store.js';
import { runConfigCommand, type WithDatabase } from './run.js';

const withDatabase: WithDatabase = async (work) => {
  const env = readServerEnv(process.env);
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

registerAllMessages();
runConfigCommand(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) }, withDatabase).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
