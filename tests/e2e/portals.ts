// The portals of the test file's worker. The browser tests run in as many workers at once as `--maxWorkers` says
// (npm test: two), each file against the portals of its own worker (global-setup.ts starts a set per worker), as
// tests change their portals' rows and count on what they changed; the files of one worker run one after another.
import { inject } from 'vitest';

// Vitest numbers the workers that run at once from 1 (VITEST_POOL_ID): two files running at once never share one.
const set = inject('portalSets')[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
if (!set) throw new Error(`No portals for worker ${process.env.VITEST_POOL_ID}: global-setup.ts starts one set per worker.`);

/** The portal on its embedded default (PGlite in a fresh data folder). */
export const embeddedPortalUrl = set.embeddedPortalUrl;
/** The portal on PostgreSQL, in the schema `postgresSchema`, whose rows the tests may change. */
export const postgresPortalUrl = set.postgresPortalUrl;
export const postgresSchema = set.postgresSchema;
