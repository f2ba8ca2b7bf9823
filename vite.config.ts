import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress-plugin';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // Messages arrive compiled (scripts/compile-messages.ts), so react-intl never parses one in the browser.
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  },
  build: {
    outDir: 'dist',
    target: 'es2020',
    sourcemap: false,
  },
  server: {
    proxy: {
      '/b2bshop/api': 'http://127.0.0.1:8080',
      '/api': 'http://127.0.0.1:8080',
      '/public/api': 'http://127.0.0.1:8080',
      '/member/api': 'http://127.0.0.1:8080',
    },
  },
});
