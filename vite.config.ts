import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin';

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
    // dist/.vite/manifest.json: which CSS and chunks each module brings, for the server's render (server/pages/).
    manifest: !isSsrBuild,
    // The server's render code (dist/.ssr/) needs none of public/: the client build has copied it to dist/.
    copyPublicDir: !isSsrBuild,
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
