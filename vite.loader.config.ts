// The home page's inline loader (src/ssr/first-screen-loader.ts) as one classic script with nothing to import:
// the server inlines it (server/page-configs/home-page/first-screen-loader.ts). Built after the client and server builds, beside them.
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    outDir: 'dist/.loader',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2020',
    lib: { entry: 'src/ssr/first-screen-loader.ts', formats: ['iife'], name: 'firstScreenLoader', fileName: () => 'first-screen-loader.js' },
  },
});
