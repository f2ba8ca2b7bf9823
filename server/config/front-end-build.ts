import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// What `npm run build` turns into dist/: a change to any of these makes the built front end stale.
const SOURCE_DIRS = ['src', 'common', 'sections', 'schemas', 'public'];
const SOURCE_FILES = ['index.html', 'vite.config.ts', 'vite.loader.config.ts', join('scripts', 'precompress-plugin.ts')];
// Written by the build itself (npm run gen), so they never count as newer than what they were built into.
const GENERATED_DIRS = new Set([join('common', 'generated')]);

// The build's outputs: the page (vite build), the server's render code (vite build --ssr, after it) and the home
// page's inline loader (vite build -c vite.loader.config.ts, last).
const BUILT_FILES = [join('dist', 'index.html'), join('dist', '.ssr', 'entry-server.js'), join('dist', '.loader', 'first-screen-loader.js')];

// What `npm run gen` writes into common/generated/ (types and validators from schemas/, the compiled message
// catalogs), which the server imports as well as the front end, and what it is made from.
const GENERATED_FILES = [
  join('common', 'generated', 'types.ts'),
  join('common', 'generated', 'validators.js'),
  join('common', 'generated', 'messages', 'en-US.json'),
];
// The sections' folders hold their schema.json and their messages.
const GENERATOR_SOURCE_DIRS = ['schemas', 'sections', join('common', 'i18n')];
const GENERATOR_SOURCE_FILES = [join('scripts', 'generate-from-schemas.ts'), join('scripts', 'compile-messages.ts')];

/** Whether a build output is missing or older than any front-end source under `root`. */
export function isFrontEndStale(root: string): boolean {
  return isStale(root, BUILT_FILES, SOURCE_FILES, SOURCE_DIRS);
}

/** Whether common/generated/ is missing or older than the schemas and catalogs it is made from. */
export function isGeneratedStale(root: string): boolean {
  return isStale(root, GENERATED_FILES, GENERATOR_SOURCE_FILES, GENERATOR_SOURCE_DIRS);
}

/**
 * Makes what the server imports, before it is imported: `npm run build` when the front end is stale (it generates
 * first), else `npm run gen` when only the generated code is. Throws when either fails.
 */
export function ensureBuilt(root: string): void {
  if (isFrontEndStale(root)) {
    console.log('Building the front end (dist/ is missing or older than its sources)…');
    // A production build whoever asks (a test runner sets NODE_ENV=test): the server's render code must match the
    // production React that `npm start` runs.
    runNpm(root, 'build', { NODE_ENV: 'production' });
  } else {
    ensureGenerated(root);
  }
}

/** Runs `npm run gen` when common/generated/ is stale: for what needs the generated code but not the front end. */
export function ensureGenerated(root: string, log: (line: string) => void = console.log): void {
  if (!isGeneratedStale(root)) return;
  log('Generating types, validators and message catalogs (common/generated/ is missing or older than its sources)…');
  runNpm(root, 'gen', {}, log === console.log ? 'inherit' : 'ignore');
}

function runNpm(root: string, script: string, env: Record<string, string> = {}, output: 'inherit' | 'ignore' = 'inherit'): void {
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: ['ignore', output, 'inherit'], env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`npm run ${script} failed with exit code ${result.status}.`);
}

function isStale(root: string, outputs: string[], sourceFiles: string[], sourceDirs: string[]): boolean {
  const madeAt = outputs.map((file) => modifiedAt(join(root, file)));
  if (madeAt.some((time) => time === undefined)) return true;
  const made = Math.min(...(madeAt as number[]));
  const sources = [...sourceFiles.map((file) => join(root, file)), ...sourceDirs.flatMap((dir) => filesUnder(root, dir))];
  return sources.some((path) => (modifiedAt(path) ?? 0) > made);
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
