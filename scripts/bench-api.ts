// npm run bench:api — starts the portal as `npm start` does (the built dist/, a fresh embedded database),
// and drives the home page's configuration endpoint with autocannon from this process, beside the same
// JSON bytes served as a static file by the same server. Prints req/s and latency of both, per
// Accept-Encoding, and the endpoint's share of the static file's req/s against the target. A
// measurement, not a test: the figures vary with the machine.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { driveAlternately, type LoadOptions, type LoadResult } from './bench-api/load.js';
import { writeStaticCopy } from './bench-static-copy.js';
import { startPortal } from './portal-process';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const ENDPOINT = '/b2bshop/api/pageConfigs/public/mobile-home?lang=en-US';
const TARGET_RATIO = 0.5;
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const ROUNDS = 2;
const SECONDS_PER_ROUND = 3;
// What a browser sends (the portal answers br), and none at all (the bytes as they are).
const ENCODINGS = ['gzip, deflate, br', 'identity'] as const;

interface Row {
  encoding: string;
  endpoint: LoadResult;
  file: LoadResult;
}

async function fetchBody(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The Content-Encoding a URL is answered with for an Accept-Encoding (fetch decodes the body but keeps the header). */
async function servedEncoding(url: string, acceptEncoding: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'none';
}

function line(name: string, result: LoadResult): string {
  const failures = result.failures > 0 ? `  FAILURES ${result.failures}` : '';
  return `  ${name.padEnd(22)} ${result.perSecond.toFixed(0).padStart(7)} req/s   p50 ${result.p50Ms.toFixed(1).padStart(5)} ms   p99 ${result.p99Ms.toFixed(1).padStart(5)} ms${failures}`;
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: ROOT });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-api-'));
  // The embedded database even where DATABASE_URL is set: the bench measures the default set-up. One
  // client address sends thousands of API requests a second: RATE_LIMIT_MAX lifts the per-address limit
  // (server/config/rate-limit-config.ts), else the limiter, not the endpoint, would be measured.
  const portal = await startPortal({ PORTAL_DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_MAX: String(Number.MAX_SAFE_INTEGER) });
  const endpointUrl = `${portal.url}${ENDPOINT}`;
  const copy = writeStaticCopy(DIST, 'bench-api', 'page-config.json', await fetchBody(endpointUrl));
  try {
    const fileUrl = `${portal.url}${copy.urlPath}`;
    const [endpointBytes, fileBytes] = await Promise.all([fetchBody(endpointUrl), fetchBody(fileUrl)]);
    if (!endpointBytes.equals(fileBytes)) throw new Error('The static copy does not hold the bytes the endpoint answers.');

    console.log(`\nThe same server, the same ${endpointBytes.length} bytes: GET ${ENDPOINT}  vs  GET ${copy.urlPath}`);
    console.log(
      `${CONNECTIONS} connections; each URL warmed up ${WARM_UP_SECONDS} s, then measured ${ROUNDS} × ${SECONDS_PER_ROUND} s in alternation; rate limit lifted (RATE_LIMIT_MAX)`,
    );
    const rows: Row[] = [];
    for (const encoding of ENCODINGS) {
      const headers = { 'accept-encoding': encoding };
      const options: LoadOptions = { connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS, rounds: ROUNDS, secondsPerRound: SECONDS_PER_ROUND, headers };
      const served = `endpoint ${await servedEncoding(endpointUrl, encoding)}, file ${await servedEncoding(fileUrl, encoding)}`;
      const [endpoint, file] = await driveAlternately([endpointUrl, fileUrl], options);
      if (endpoint === undefined || file === undefined) throw new Error('The load gave no result.');
      const row = { encoding, endpoint, file };
      rows.push(row);
      console.log(`\nAccept-Encoding: ${encoding}  (served as: ${served})`);
      console.log(line('page-config endpoint', row.endpoint));
      console.log(line('static file', row.file));
      console.log(`  ratio                  ${(row.endpoint.perSecond / row.file.perSecond).toFixed(2)}× the static file's req/s (target ≥ ${TARGET_RATIO}×)`);
    }
    const pass = rows.every((row) => row.endpoint.failures === 0 && row.file.failures === 0 && row.endpoint.perSecond >= TARGET_RATIO * row.file.perSecond);
    console.log(`\ntarget     endpoint ≥ ${TARGET_RATIO}× the static file's req/s for every encoding, no failures: ${pass ? 'PASS' : 'FAIL'}`);
  } finally {
    copy.remove();
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
