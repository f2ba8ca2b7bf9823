// `npm run config -- …`: see scripts/config-cli/run.ts (USAGE). Generates common/generated/ first when it is missing
// or stale (a fresh clone has none), then imports the CLI, whose modules import it.
import { resolve } from 'node:path';
import { ensureGenerated } from '../server/config/front-end-build.js';

// The CLI's standard output may be a document (export): what the generator says goes to standard error.
ensureGenerated(resolve(import.meta.dirname, '..'), (line) => console.error(line));
await import('./config-cli/main.js');
