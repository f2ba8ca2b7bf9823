// `npm start`: makes what the server imports when it is missing or older than its sources (the types and
// validators generated from schemas/, the compiled message catalogs, the front end and its server renderer),
// and only then imports the server. A static import would be resolved before any of it is made, and fail on a
// fresh clone (common/generated/ is not in git).
import { resolve } from 'node:path';
import { ensureBuilt } from './config/front-end-build.js';

const ROOT = resolve(import.meta.dirname, '..');

try {
  ensureBuilt(ROOT);
  const { serve } = await import('./serve.js');
  await serve();
} catch (error) {
  console.error('The portal could not start:', error instanceof Error && error.name === 'DataDirLockedError' ? error.message : error);
  process.exit(1);
}
