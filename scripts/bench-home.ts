// npm run bench:home — builds, starts the portal as `npm start` does, and runs Lighthouse (mobile defaults,
// Debian's Chromium) on /m/en-US/ and, in the same run with the same settings, on the limit: a static snapshot
// of the same server-rendered first screen (its HTML without scripts), served as a plain file by the same
// server. Prints the medians of both, our figures as ratios of the snapshot's, and the targets. A measurement,
// not a test: the figures vary with the machine.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FIRST_SCREEN_MODULES_ID } from '../src/ssr/first-screen-shown.js';
import { machineLine } from './bench-machine.js';
import { writeStaticCopy } from './bench-static-copy.js';
import { startPortal } from './portal-process';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = 3;
/** A Lighthouse run that fails (Chromium can time out on a loaded machine) is tried again, this often. */
const ATTEMPTS = 2;
const PAGE = process.argv[2] ?? '/m/en-US/';
// Issue 30: the script budget is what the phone downloads (Lighthouse's transferSize: brotli, with headers) and how
// many requests it takes; the gzip figure is printed beside it (accepted as near its floor with this stack).
const TARGETS = { score: 95, lcpRatio: 1.2, cls: 0.02, tbtMs: 100, firstLoadJsTransferredBytes: 120 * 1024, scriptRequests: 12 };

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The scripts the load fetched, gzip-compressed (level 9) — the budget's measure. */
  firstLoadJsBytes: number;
  /** What those scripts cost on the wire as served (brotli, with headers). */
  firstLoadJsTransferredBytes: number;
  /** How many script requests the load made. */
  scriptRequests: number;
  /** The response headers' share of the transferred bytes. */
  scriptHeaderBytes: number;
}

type Figures = Run;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

async function gzipBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

/** The size of a script's response headers as the server sends them to a browser (brotli), status line included. */
async function headerBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  let bytes = 'HTTP/1.1 200 OK\r\n'.length + 2;
  response.headers.forEach((value, name) => (bytes += name.length + 2 + value.length + 2));
  return bytes;
}

async function lighthouseRun(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error('Lighthouse gave no result');
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = categories.performance?.score;
    if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
    const requests = (audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    return {
      score: Math.round(score * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      firstLoadJsBytes: (await Promise.all(scripts.map((script) => gzipBytes(script.url)))).reduce((sum, bytes) => sum + bytes, 0),
      firstLoadJsTransferredBytes: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
      scriptRequests: scripts.length,
      scriptHeaderBytes: (await Promise.all(scripts.map((script) => headerBytes(script.url)))).reduce((sum, bytes) => sum + bytes, 0),
    };
  } finally {
    await chrome.kill();
  }
}

/** One run, tried again when Lighthouse fails; undefined (and said) when every attempt failed. */
async function measure(url: string, label: string): Promise<Run | undefined> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      console.log(`  ${label}: attempt ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return undefined;
}

function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function medians(runs: Run[]): Figures {
  const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
  return {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    firstLoadJsBytes: pick('firstLoadJsBytes'),
    firstLoadJsTransferredBytes: pick('firstLoadJsTransferredBytes'),
    scriptRequests: pick('scriptRequests'),
    scriptHeaderBytes: pick('scriptHeaderBytes'),
  };
}

/** The page's HTML as a plain file: the same render, CSS and images, without a script to load, run or preload. */
function staticSnapshotOf(html: string): string {
  return html
    .replace(/\s*<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(new RegExp(`\\s*<template id="${FIRST_SCREEN_MODULES_ID}">[\\s\\S]*?</template>`), '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

function report(ours: Figures, limit: Figures, runs: { ours: number; limit: number }): boolean {
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(9);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—').padStart(7);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const checks = {
    score: ours.score >= TARGETS.score,
    lcp: ours.lcpMs <= TARGETS.lcpRatio * limit.lcpMs,
    cls: ours.cls <= TARGETS.cls,
    tbt: ours.tbtMs <= TARGETS.tbtMs,
    js: ours.firstLoadJsTransferredBytes <= TARGETS.firstLoadJsTransferredBytes,
    requests: ours.scriptRequests <= TARGETS.scriptRequests,
  };
  console.log(`\nLighthouse mobile, ${PAGE}: median of ${runs.ours} runs; the static snapshot: median of ${runs.limit} runs`);
  console.log(machineLine());
  console.log('                       portal   snapshot    ratio   target');
  console.log(
    `performance score  ${String(ours.score).padStart(9)} ${String(limit.score).padStart(9)}  ${ratio(ours.score, limit.score)}   ≥ ${TARGETS.score}          ${verdict(checks.score)}`,
  );
  console.log(
    `LCP                ${ms(ours.lcpMs)} ${ms(limit.lcpMs)}  ${ratio(ours.lcpMs, limit.lcpMs)}   ≤ ${TARGETS.lcpRatio}× snapshot   ${verdict(checks.lcp)}`,
  );
  console.log(`TBT                ${ms(ours.tbtMs)} ${ms(limit.tbtMs)}           ≤ ${TARGETS.tbtMs} ms       ${verdict(checks.tbt)}`);
  console.log(
    `CLS                ${ours.cls.toFixed(3).padStart(9)} ${limit.cls.toFixed(3).padStart(9)}           ≤ ${TARGETS.cls}        ${verdict(checks.cls)}`,
  );
  console.log(
    `first-load JS      ${kb(ours.firstLoadJsTransferredBytes)} ${kb(limit.firstLoadJsTransferredBytes)}           ≤ ${TARGETS.firstLoadJsTransferredBytes / 1024} KB transferred ${verdict(checks.js)}`,
  );
  console.log(
    `  of it headers    ${kb(ours.scriptHeaderBytes)}                     (as served, per file ${kb(ours.scriptHeaderBytes / Math.max(1, ours.scriptRequests))})`,
  );
  console.log(`  gzip level 9     ${kb(ours.firstLoadJsBytes)}                     (the files' own bytes)`);
  console.log(
    `script requests    ${String(ours.scriptRequests).padStart(9)} ${String(limit.scriptRequests).padStart(9)}           ≤ ${TARGETS.scriptRequests}           ${verdict(checks.requests)}`,
  );
  return Object.values(checks).every(Boolean);
}

async function main(): Promise<void> {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: ROOT });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const portal = await startPortal({ PORTAL_DATA_DIR: dataDir, DATABASE_URL: '' });
  const url = `${portal.url}${PAGE}`;
  const page = await fetch(url);
  if (!page.ok) throw new Error(`${url} answered ${page.status}`);
  const snapshot = writeStaticCopy(join(ROOT, 'dist'), 'bench-home', 'index.html', staticSnapshotOf(await page.text()));
  const snapshotUrl = `${portal.url}${snapshot.urlPath}`;
  try {
    // Warm-up: the first loads after start compile queries and fill caches.
    await measure(url, 'warm-up portal');
    await measure(snapshotUrl, 'warm-up snapshot');
    const ours: Run[] = [];
    const limit: Run[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [label, target, runs] of [
        ['portal', url, ours],
        ['snapshot', snapshotUrl, limit],
      ] as const) {
        const result = await measure(target, `run ${run} ${label}`);
        if (result) runs.push(result);
        console.log(`run ${run} ${label.padEnd(8)} ${result ? JSON.stringify(result) : 'failed'}`);
      }
    }
    if (ours.length === 0 || limit.length === 0) throw new Error('Every Lighthouse run of one of the pages failed.');
    const pass = report(medians(ours), medians(limit), { ours: ours.length, limit: limit.length });
    console.log(`\nall targets: ${pass ? 'PASS' : 'FAIL'}`);
  } finally {
    snapshot.remove();
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
