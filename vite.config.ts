import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin';

const BOOT = fileURLToPath(new URL('src/main.tsx', import.meta.url));
const APP_START = fileURLToPath(new URL('src/start-portal.tsx', import.meta.url));

/** What the bundler tells a chunk-naming function of the module graph. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
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
                { name: startedWith('app'), priority: 1 },
                { name: sectionValidator, priority: 1 },
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
