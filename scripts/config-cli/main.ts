// The config CLI's process: the database is the portal's, as server/serve.ts chooses it (DATABASE_URL, else the
// embedded PGlite in PORTAL_DATA_DIR, default ./data), or a running portal with --url (run.ts).
import { registerAllMessages } from '../../common/i18n/all-messages.js';
import { portalDatabaseOf } from './portal-database.js';
import { runConfigCommand } from './run.js';

registerAllMessages();
runConfigCommand(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) }, portalDatabaseOf(process.env)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
