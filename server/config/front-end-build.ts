import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// What `npm run build` turns into dist/: a change to any of these makes the built front end stale.
const SOURCE_DIRS = ['src', 'sections', 'schemas', 'public'];
const SOURCE_FILES = ['index.html', 'vite.config.ts', 'vite.loader.config.ts', join('scripts', 'precompress-plugin.ts')];
// Written by the build itself (npm run gen), so they never count as newer than what they were built into.
const GENERATED_DIRS = new Set([join('src', 'generated')]);

// The build's outputs: the page (vite build), the server's render code (vite build --ssr, after it) and the home
// page's inline loader (vite build -c vite.loader.config.ts, last).
const BUILT_FILES = [join('dist', 'index.html'), join('dist', '.ssr', 'entry-server.js'), join('dist', '.loader', 'first-screen-loader.js')];

/** Whether a build output is missing or older than any front-end source under `root`. */
export function isFrontEndStale(root: string): boolean {
  const builtAt = BUILT_FILES.map((file) => modifiedAt(join(root, file)));
  if (builtAt.some((time) => time === undefined)) return true;
  const built = Math.min(...(builtAt as number[]));
  const sources = [
    ...SOURCE_FILES.map((file) => join(root, file)),
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir)),
  ];
  return sources.some((path) => (modifiedAt(path) ?? 0) > built);
}

/** Runs `npm run build` in `root` when the front end is stale; throws when the build fails. */
export function ensureFrontEndBuilt(root: string): void {
  if (!isFrontEndStale(root)) return;
  console.log('Building the front end (dist/ is missing or older than its sources)…');
  // A production build whoever asks (a test runner sets NODE_ENV=test): the server's render code must match the
  // production React that `npm start` runs.
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`npm run build failed with exit code ${result.status}.`);
}

function filesUnder(root: string, dir: string): string[] {
  if (GENERATED_DIRS.has(dir)) return [];
  const path = join(root, dir);
  // A source folder that does not exist (public/ is optional) holds nothing newer.
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const child = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(root, child) : [join(root, child)];
  });
}

function modifiedAt(path: string): number | undefined {
  return existsSync(path) ? statSync(path).mtimeMs : undefined;
}
