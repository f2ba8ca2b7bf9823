// Ladle brings its own Vite (and React plugin); this config only adds what our code needs.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  publicDir: fileURLToPath(new URL('../public', import.meta.url)),
});
