// npm run bench:search [-- --products 200000 --duration 20 --concurrency 16] — loads the large catalogue
// into a fresh PGlite folder (npm run seed:large), starts the portal on it as `npm start` does, and drives
// the suggest endpoint from a second process (scripts/bench-search-client.ts) with prefixes of the
// dictionary's keywords. Prints req/s, p50, p95, p99 and the errors against the target. A measurement,
// not a test: the figures vary with the machine.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openPgliteDatabase } from '../server/db/pglite-database.js';
import type { LatencySummary } from './bench-search/latency-summary.js';
import { queryMix, type DictionaryKeyword } from './bench-search/query-mix.js';
import { startPortal } from './portal-process';

const TARGET = { p95Ms: 25, errors: 0 };
const SITE_ID = '1001';
const MIX_SIZE = 20_000;
const MIX_SEED = 7;
// The most popular keywords of each language: what visitors look for most.
const KEYWORDS_PER_LANGUAGE = 1500;

const { values: flags } = parseArgs({
  options: {
    products: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '16' },
  },
});

async function dictionaryKeywords(dataDir: string): Promise<DictionaryKeyword[]> {
  const db = await openPgliteDatabase({ dataDir });
  try {
    return await db.query<DictionaryKeyword>(
      `SELECT language, keyword FROM (
         SELECT language, keyword, row_number() OVER (PARTITION BY language ORDER BY popularity DESC, keyword) AS rank
           FROM search_keywords) AS ranked
        WHERE rank <= $1 ORDER BY language, rank`,
      [KEYWORDS_PER_LANGUAGE],
    );
  } finally {
    await db.close();
  }
}

function runClient(args: string[]): Promise<LatencySummary & { errorSamples: string[] }> {
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

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'portal-bench-search-'));
  const dataDir = join(work, 'data');
  // The embedded database even where DATABASE_URL is set: the bench measures the default set-up.
  const env = { PORTAL_DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    execFileSync('npx', ['tsx', join(import.meta.dirname, 'seed-large.ts'), flags.products], { stdio: 'inherit', env: { ...process.env, ...env } });
    const queries = join(work, 'queries.json');
    writeFileSync(queries, JSON.stringify(queryMix(await dictionaryKeywords(dataDir), MIX_SIZE, MIX_SEED)));
    // One client address sends thousands of requests a second: the limiter would measure itself.
    const portal = await startPortal({ ...env, RATE_LIMIT_MAX: String(Number.MAX_SAFE_INTEGER) });
    try {
      const url = `${portal.url}/b2bshop/api/industrySites/${SITE_ID}/listedProducts/complete/suggest`;
      console.log(`\nDriving ${url} with ${flags.concurrency} clients for ${flags.duration} s…`);
      const result = await runClient(['--url', url, '--queries', queries, '--duration', flags.duration, '--concurrency', flags.concurrency]);
      const pass = result.p95Ms <= TARGET.p95Ms && result.errors <= TARGET.errors;
      console.log(`\nSuggest, ${flags.products} products, concurrency ${flags.concurrency}, ${flags.duration} s (after a 2 s warm-up)`);
      console.log(`requests   ${result.requests}  (${result.perSecond.toFixed(0)} req/s)`);
      console.log(
        `latency    p50 ${result.p50Ms.toFixed(1)} ms  p95 ${result.p95Ms.toFixed(1)} ms  p99 ${result.p99Ms.toFixed(1)} ms  max ${result.maxMs.toFixed(1)} ms`,
      );
      console.log(`errors     ${result.errors}${result.errorSamples.length > 0 ? `  e.g. ${result.errorSamples.join(' | ')}` : ''}`);
      console.log(`target     p95 ≤ ${TARGET.p95Ms} ms, no errors: ${pass ? 'PASS' : 'FAIL'}`);
    } finally {
      await portal.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
