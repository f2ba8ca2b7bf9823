import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
