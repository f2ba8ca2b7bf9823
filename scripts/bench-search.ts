// npm run bench:search [-- --products 200000 --duration 20 --concurrency 16 --database-url URL --no-seed
// --pool-size N] — loads the large catalogue (npm run seed:large) into a fresh PGlite folder, or into the PostgreSQL
// of --database-url (or DATABASE_URL) unless it holds that catalogue already or --no-seed says so; starts the portal
// on it as `npm start` does, with DATABASE_POOL_SIZE from --pool-size (by default twice this machine's cores: the
// database runs on it), and drives it from a second process (scripts/bench-search-client.ts): first the suggest
// endpoint with prefixes of the dictionary's keywords, then epSearch, the results page, one query type after another.
// Prints req/s, p50, p95, p99 and the errors of each against its target. A measurement, not a test: the figures vary
// with the machine.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type Database, type DatabaseOptions } from '../server/db/connection.js';
import type { BenchRequest } from './bench-search/bench-request.js';
import { epSearchLabel, epSearchMix, type EpSearchSample } from './bench-search/ep-search-mix.js';
import type { LabelFigures } from './bench-search/latency-summary.js';
import { queryMix, type DictionaryKeyword } from './bench-search/query-mix.js';
import { LARGE_PREFIX } from './large-catalog/large-ids.js';
import { startPortal } from './portal-process';

/** p95 targets in ms, with no errors; epSearch's hold for PostgreSQL (production), PGlite's figures are shown only. */
const TARGET = { suggestP95Ms: 25, epSearchP95Ms: 60, errors: 0 };
const SITE_ID = '1001';
const MIX_SIZE = 20_000;
const MIX_SEED = 7;
// The most popular keywords of each language: what visitors look for most.
const KEYWORDS_PER_LANGUAGE = 1500;
const SUGGEST_LABEL = 'suggest';

const { values: flags } = parseArgs({
  options: {
    products: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '16' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    'no-seed': { type: 'boolean', default: false },
    'pool-size': { type: 'string', default: String(2 * availableParallelism()) },
  },
});

async function withDatabase<T>(options: DatabaseOptions, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(options);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

function dictionaryKeywords(db: Database): Promise<DictionaryKeyword[]> {
  return db.query<DictionaryKeyword>(
    `SELECT language, keyword FROM (
       SELECT language, keyword, row_number() OVER (PARTITION BY language ORDER BY popularity DESC, keyword) AS rank
         FROM search_keywords) AS ranked
      WHERE rank <= $1 ORDER BY language, rank`,
    [KEYWORDS_PER_LANGUAGE],
  );
}

async function epSearchSample(db: Database, keywords: DictionaryKeyword[]): Promise<EpSearchSample> {
  const booths = await db.query<{ code: string }>(`SELECT code FROM booths WHERE shop_code LIKE '${LARGE_PREFIX}%' ORDER BY code`);
  const areas = await db.query<{ area: string }>('SELECT DISTINCT area FROM exhibitors ORDER BY area');
  return { keywords, boothCodes: booths.map((booth) => booth.code), areas: areas.map((row) => row.area) };
}

async function largeProducts(db: Database): Promise<number> {
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM listed_products WHERE id LIKE '${LARGE_PREFIX}%'`);
  return row?.count ?? 0;
}

async function tableExists(db: Database, table: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [table]);
  return row?.found ?? false;
}

function runClient(args: string[]): Promise<Record<string, LabelFigures>> {
  return new Promise((resolve, reject) => {
    const client = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'bench-search-client.ts'), ...args], {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    client.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    client.on('error', reject);
    client.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '')) : reject(new Error(`the client exited with ${code}`)),
    );
  });
}

/** A password in a URL printed on the console is replaced. */
function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}

function report(label: string, figures: LabelFigures | undefined, targetP95Ms: number | undefined): boolean {
  if (!figures) {
    console.log(`${label.padEnd(17)} no requests`);
    return false;
  }
  const pass = targetP95Ms === undefined || (figures.p95Ms <= targetP95Ms && figures.errors <= TARGET.errors);
  const verdict = targetP95Ms === undefined ? 'no target here' : `target p95 ≤ ${targetP95Ms} ms, no errors: ${pass ? 'PASS' : 'FAIL'}`;
  console.log(
    `${label.padEnd(17)} ${String(figures.requests).padStart(6)} req (${figures.perSecond.toFixed(0).padStart(4)}/s)  p50 ${figures.p50Ms.toFixed(1).padStart(6)} ms  p95 ${figures.p95Ms.toFixed(1).padStart(6)} ms  p99 ${figures.p99Ms.toFixed(1).padStart(6)} ms  max ${figures.maxMs.toFixed(1).padStart(7)} ms  errors ${figures.errors}  ${verdict}`,
  );
  if (figures.errorSamples.length > 0) console.log(`${''.padEnd(17)} e.g. ${figures.errorSamples.join(' | ')}`);
  return pass;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'portal-bench-search-'));
  const dataDir = join(work, 'data');
  const databaseUrl = flags['database-url'];
  const database: DatabaseOptions = databaseUrl ? { kind: 'postgres', connectionString: databaseUrl } : { kind: 'pglite', dataDir };
  // The portal and the seed run on the bench's database only: an empty DATABASE_URL is the embedded PGlite.
  const env = { PORTAL_DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  const databaseName = databaseUrl ? `PostgreSQL at ${shown(databaseUrl)}` : `PGlite in a fresh folder (${dataDir})`;
  console.log(`Database: ${databaseName}`);
  try {
    const loaded = databaseUrl ? await withDatabase(database, async (db) => ((await tableExists(db, 'listed_products')) ? largeProducts(db) : 0)) : 0;
    if (flags['no-seed']) console.log(`Not loading (--no-seed): the database holds ${loaded} large-catalogue products.`);
    else if (loaded === Number(flags.products)) console.log(`The database holds the ${loaded} products already: not loading them again.`);
    else execFileSync('npx', ['tsx', join(import.meta.dirname, 'seed-large.ts'), flags.products], { stdio: 'inherit', env: { ...process.env, ...env } });

    const requests = await withDatabase(database, async (db) => {
      const keywords = await dictionaryKeywords(db);
      const suggest: BenchRequest[] = queryMix(keywords, MIX_SIZE, MIX_SEED).map((body) => ({
        label: SUGGEST_LABEL,
        path: `/b2bshop/api/industrySites/${SITE_ID}/listedProducts/complete/suggest`,
        body,
      }));
      const epSearch = epSearchMix(await epSearchSample(db, keywords), MIX_SIZE, MIX_SEED, SITE_ID);
      // One run per query type, so that each one's figures are its own and not those of the queue behind another.
      const types = [1, 2, 3].map((type) => [epSearchLabel(type), epSearch.filter((request) => request.label === epSearchLabel(type))] as const);
      return { [SUGGEST_LABEL]: suggest, ...Object.fromEntries(types) };
    });
    const products = databaseUrl ? await withDatabase(database, largeProducts) : Number(flags.products);

    // One client address sends thousands of requests a second: the limiter would measure itself.
    const portal = await startPortal({ ...env, RATE_LIMIT_MAX: String(Number.MAX_SAFE_INTEGER), DATABASE_POOL_SIZE: flags['pool-size'] });
    try {
      const results: Record<string, LabelFigures> = {};
      for (const [name, list] of Object.entries(requests)) {
        const file = join(work, `${name}.json`);
        writeFileSync(file, JSON.stringify(list));
        console.log(`\nDriving ${name} at ${portal.url} with ${flags.concurrency} clients for ${flags.duration} s…`);
        Object.assign(results, await runClient(['--url', portal.url, '--requests', file, '--duration', flags.duration, '--concurrency', flags.concurrency]));
      }
      const pool = databaseUrl ? `, ${flags['pool-size']} connections` : '';
      console.log(
        `\n${databaseName}: ${products} large-catalogue products${pool}, concurrency ${flags.concurrency}, ${flags.duration} s each (after a 2 s warm-up)`,
      );
      const passes = [
        report(SUGGEST_LABEL, results[SUGGEST_LABEL], TARGET.suggestP95Ms),
        ...[1, 2, 3].map((type) => report(epSearchLabel(type), results[epSearchLabel(type)], databaseUrl ? TARGET.epSearchP95Ms : undefined)),
      ];
      console.log(`targets    ${passes.every(Boolean) ? 'PASS' : 'FAIL'}`);
    } finally {
      await portal.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
