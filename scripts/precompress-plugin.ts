// A Vite plugin: beside every compressible file of the build, its brotli (.br, quality 11) and gzip (.gz,
// level 9) forms, which the server sends as they are (server/plugins/static-files.ts). Compressing once at
// build time at the highest levels gives smaller files than compressing each response on the fly.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|webmanifest)$/;
/** Below this a compressed body saves less than its extra request handling costs. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

export function precompressedCopies(outDir: string): number {
  const files = filesUnder(outDir).filter((path) => COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES);
  for (const path of files) {
    const body = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  }
  return files.length;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let serverBuild = false;
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    closeBundle() {
      // The server's render code (src/ssr/) is read from disk by the server, never sent.
      if (serverBuild) return;
      const count = precompressedCopies(outDir);
      this.info(`brotli and gzip copies of ${count} files`);
    },
  };
}
