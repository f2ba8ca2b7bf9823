// The home page's inline loader (src/ssr/first-screen-loader.ts, built into dist/.loader/ by `npm run build`). On a
// server-rendered page it takes the place of the entry's module script and module preloads, which the browser
// would fetch at high priority beside the first screen's own bytes, and it names them for the app's start instead.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_MODULES_ATTRIBUTE } from '../../../src/ssr/app-modules.js';

export interface FirstScreenLoader {
  /** The classic script to inline. */
  source: string;
  /** The Content-Security-Policy source that lets it run: its hash. */
  cspSource: string;
}

/** The loader of the build in `staticDir`; undefined for a build without one (the page then links its entry). */
export function readFirstScreenLoader(staticDir: string): FirstScreenLoader | undefined {
  const path = join(staticDir, '.loader', 'first-screen-loader.js');
  if (!existsSync(path)) return undefined;
  const source = readFileSync(path, 'utf8').trim();
  // Inline, its text must not close its own element.
  if (/<\/script/i.test(source)) throw new Error(`${path} cannot be inlined: it contains "</script"`);
  return { source, cspSource: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The built index.html with the loader in place of its entry script and that entry's module preloads. */
export function withFirstScreenLoader(template: string, loader: FirstScreenLoader): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (entry === undefined) throw new Error('index.html has no entry module script for the first screen loader to start');
  const imports = Array.from(template.matchAll(MODULE_PRELOAD), (match) => match[1]);
  const modules = [entry, ...imports].join(' ');
  // A function, not a string, as the replacement: the minified script may hold `$&` and the like.
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `<script ${APP_MODULES_ATTRIBUTE}="${modules}">${loader.source}</script>`);
}
