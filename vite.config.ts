import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin';

const BOOT = fileURLToPath(new URL('src/main.tsx', import.meta.url));
const APP_START = fileURLToPath(new URL('src/start-portal.tsx', import.meta.url));

/** What the bundler tells a chunk-naming function of the module graph. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[]; code: string | null } | null;
}

/** A module and every module it imports statically. */
function staticImportsOf(root: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

let graphs: { ctx: ChunkingContext; boot: Set<string>; app: Set<string> } | undefined;

/** The modules the boot script and the app start with, walked once per build. */
function startGraphs(ctx: ChunkingContext) {
  if (graphs?.ctx !== ctx) graphs = { ctx, boot: staticImportsOf(BOOT, ctx), app: staticImportsOf(APP_START, ctx) };
  return graphs;
}

/** Our modules the boot script (main.tsx) or the app (start-portal.tsx) starts with. */
function startedWith(start: 'boot' | 'app') {
  return (id: string, ctx: ChunkingContext): string | null => {
    // The validators come through one index that names them all: the bundler keeps only those used, in chunks of its own.
    if (/node_modules|[\\/]generated[\\/]validators/.test(id)) return null;
    // The boot script itself stays its entry's chunk (the build manifest names the entry by it).
    return startGraphs(ctx)[start].has(id) && id !== BOOT ? start : null;
  };
}

/**
 * The validators the section plugins load for a page configuration the browser fetched (src/engine/
 * section-data-checks.ts), in one file: one request checks every section. A validator some module imports by
 * its own path (not through the barrel, which names them all) stays with that module instead.
 */
function sectionValidator(id: string, ctx: ChunkingContext): string | null {
  if (!/[\\/]generated[\\/]validators[\\/]/.test(id)) return null;
  const info = ctx.getModuleInfo(id);
  const loadedBySection = info?.dynamicImporters.some((importer) => /[\\/]sections[\\/][^\\/]+[\\/]index\.ts$/.test(importer));
  const importedByPath = info?.importers.some((importer) => !/[\\/]generated[\\/]validators\.js$/.test(importer));
  return loadedBySection && !importedByPath ? 'section-validators' : null;
}

/** A section's view (its part of the page) or overlay (what it opens over the page), which its plugin loads lazily. */
const SECTION_ROOT = /[\\/]sections[\\/]([^\\/]+)[\\/](View|Overlay)\.tsx$/;

const reachCache = new WeakMap<ChunkingContext, Map<string, Set<string>>>();

/** The section views and overlays that import a module of ours, directly or through others. */
function sectionRootsReaching(id: string, ctx: ChunkingContext): Set<string> {
  const cache = reachCache.get(ctx) ?? new Map<string, Set<string>>();
  reachCache.set(ctx, cache);
  const known = cache.get(id);
  if (known) return known;
  const roots = new Set<string>();
  const seen = new Set<string>();
  const pending = [id];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (seen.has(current)) continue;
    seen.add(current);
    if (SECTION_ROOT.test(current)) roots.add(current);
    else pending.push(...(ctx.getModuleInfo(current)?.importers ?? []));
  }
  cache.set(id, roots);
  return roots;
}

/**
 * A section's file: its view and what only that view uses (a search form, a ticker) in one file named after the
 * section, so a page loads one file per section it shows; what only overlays use (the cookie bar, the floating
 * promotion), in one file for all of them. Below-the-fold sections stay in files of their own, loaded as they come.
 */
function sectionPart(id: string, ctx: ChunkingContext): string | null {
  if (/node_modules|\0|[\\/]generated[\\/]validators/.test(id)) return null;
  const roots = [...sectionRootsReaching(id, ctx)];
  if (roots.length === 0) return null;
  const views = roots.filter((root) => root.endsWith('View.tsx'));
  if (views.length === 0) return 'section-overlays';
  const only = views.length === 1 && roots.length === 1 ? SECTION_ROOT.exec(views[0] ?? '') : null;
  return only ? `section-${only[1]}` : null;
}

/** Our small modules (under 2 KB) that two or more section files share, a link or a visually hidden label: a request of their own would cost more than their bytes. */
function sharedBySections(id: string, ctx: ChunkingContext): boolean {
  if (/node_modules|\0|[\\/]generated[\\/]validators/.test(id)) return false;
  return sectionRootsReaching(id, ctx).size >= 2 && (ctx.getModuleInfo(id)?.code?.length ?? Infinity) <= 2048;
}

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs|intl-messageformat|@tanstack)[\\/]/;
/** TanStack Query's files only later pages use (mutations, paged lists): they load with those pages. */
const LATER_PAGES_ONLY = /@tanstack[\\/].*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  resolve: {
    // Messages arrive compiled (scripts/compile-messages.ts), so react-intl never parses one in the browser.
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  },
  build: {
    outDir: 'dist',
    target: 'es2020',
    sourcemap: false,
    // dist/.vite/manifest.json: which CSS and chunks each module brings, for the server's render (server/page-configs/home-page/).
    manifest: !isSsrBuild,
    // The server's render code (dist/.ssr/) needs none of public/: the client build has copied it to dist/.
    copyPublicDir: !isSsrBuild,
    // Every browser the portal serves preloads modules itself (Vite's polyfill would sit in the boot script).
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // The libraries every page starts with, as one file: one request and one compression context,
                // not a dozen small chunks split by which of our modules share them.
                { name: 'framework', priority: 3, test: (id) => FRAMEWORK.test(id) && !LATER_PAGES_ONLY.test(id) },
                // Our modules the app starts with, as one file too. The boot script's own (the app shares some)
                // are taken first, into a small file of their own, so the boot does not load the app.
                { name: startedWith('boot'), priority: 2 },
                // With them, the small modules the sections share: in the file every page has.
                { name: (id, ctx) => startedWith('app')(id, ctx) ?? (sharedBySections(id, ctx) ? 'app' : null), priority: 1 },
                { name: sectionValidator, priority: 1 },
                // Only the modules named: a library a section uses (Swiper, dayjs) stays where the bundler puts it, shared with its other users.
                { name: sectionPart, priority: 0, includeDependenciesRecursively: false },
              ],
            },
          },
        },
  },
  server: {
    // `npx vite` beside `npm start`: the pages come from Vite, every call and the notification socket from the portal.
    proxy: {
      '^/(b2bshop|public|member|seller|group|work)/api/': 'http://127.0.0.1:8080',
      '/api/': 'http://127.0.0.1:8080',
      '/dev/mailbox': 'http://127.0.0.1:8080',
      '/websocket/': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
}));
