// npm run bench:home — builds, starts the portal as `npm start` does, runs Lighthouse (mobile defaults,
// Debian's Chromium) on /m/en-US/ three times and prints the medians. A measurement, not a test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPortal } from './portal-process';

const RUNS = 3;
const PAGE = process.argv[2] ?? '/m/en-US/';
const TARGETS = { score: 90, cls: 0.05, firstLoadJsBytes: 150 * 1024 };

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The scripts the load fetched, gzip-compressed (level 9) — the budget's measure. */
  firstLoadJsBytes: number;
  /** What those scripts cost on the wire as served (brotli, with headers). */
  firstLoadJsTransferredBytes: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

async function measure(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error('Lighthouse gave no result');
    const { audits, categories } = result.lhr;
    const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      firstLoadJsBytes: (await Promise.all(scripts.map((script) => gzipBytes(script.url)))).reduce((sum, bytes) => sum + bytes, 0),
      firstLoadJsTransferredBytes: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
    };
  } finally {
    await chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function main(): Promise<void> {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const portal = await startPortal({ PORTAL_DATA_DIR: dataDir });
  try {
    const url = `${portal.url}${PAGE}`;
    await measure(url); // warm-up: the first load after start compiles queries and fills caches
    const runs: Run[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await measure(url));
      console.log(`run ${run}: ${JSON.stringify(runs.at(-1))}`);
    }
    const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
    const figures = {
      score: pick('score'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      firstLoadJsBytes: pick('firstLoadJsBytes'),
      firstLoadJsTransferredBytes: pick('firstLoadJsTransferredBytes'),
    };
    console.log(`\nLighthouse mobile, ${PAGE}, median of ${RUNS} runs`);
    console.log(`performance score  ${figures.score}          (target ≥ ${TARGETS.score})`);
    console.log(`LCP                ${Math.round(figures.lcpMs)} ms`);
    console.log(`TBT                ${Math.round(figures.tbtMs)} ms`);
    console.log(`CLS                ${figures.cls.toFixed(3)}        (target ≤ ${TARGETS.cls})`);
    console.log(`first-load JS      ${(figures.firstLoadJsBytes / 1024).toFixed(1)} KB gzip (target ≤ ${TARGETS.firstLoadJsBytes / 1024} KB)`);
    console.log(`  as transferred   ${(figures.firstLoadJsTransferredBytes / 1024).toFixed(1)} KB (brotli, with headers)`);
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
