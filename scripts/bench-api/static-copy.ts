// The bench's control: the page configuration's exact bytes as a file under the portal's static root,
// with the brotli and gzip copies the build gives every JSON file (scripts/precompress-plugin.ts), so the
// same server serves the same bytes from disk as @fastify/static serves any built file.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompressedCopies } from '../precompress-plugin.js';

export interface StaticCopy {
  /** The URL path the portal serves the copy under. */
  urlPath: string;
  remove(): void;
}

export function writeStaticCopy(staticRoot: string, body: Buffer): StaticCopy {
  // A folder of its own, named by the process, so two benches and the build never touch each other's files.
  const folder = `bench-api-${process.pid}`;
  const dir = join(staticRoot, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'page-config.json'), body);
  precompressedCopies(dir);
  return {
    urlPath: `/${folder}/page-config.json`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
