// `npm run config -- …`: see scripts/config-cli/run.ts (USAGE). The database is the portal's, as
// server/main.ts chooses it: DATABASE_URL, else the embedded PGlite in PORTAL_DATA_DIR (./data).
import { existsSync } from 'node:fs';
import { readServerEnv } from '../server/config/server-env.js';
import { openDatabase } from '../server/db/connection.js';
import { migrate } from '../server/db/migrate.js';
import { registerAllMessages } from '../src/platform/i18n/all-messages.js';
import { runConfigCommand, type WithDatabase } from './config-cli/run.js';

const withDatabase: WithDatabase = async (work) => {
  const { database } = readServerEnv(process.env);
  if (database.kind === 'pglite' && database.dataDir !== undefined && !existsSync(database.dataDir)) {
    throw new Error(`No database in ${database.dataDir}: start the portal once (npm start), or set DATABASE_URL.`);
  }
  const db = await openDatabase(database);
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
