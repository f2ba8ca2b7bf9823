// A bench's control: bytes the portal answers, as a file under the portal's static root, with the brotli and
// gzip copies the build gives every such file (scripts/precompress-plugin.ts), so the same server serves the
// same bytes from disk as @fastify/static serves any built file.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompressedCopies } from './precompress-plugin.js';

export interface StaticCopy {
  /** The URL path the portal serves the copy under. */
  urlPath: string;
  remove(): void;
}

/** `bench`: the bench's name; `fileName`: the copy's, whose extension gives its content type. */
export function writeStaticCopy(staticRoot: string, bench: string, fileName: string, body: Buffer | string): StaticCopy {
  // A folder of its own, named by the process, so two benches and the build never touch each other's files.
  const folder = `${bench}-${process.pid}`;
  const dir = join(staticRoot, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, fileName), body);
  precompressedCopies(dir);
  return {
    urlPath: `/${folder}/${fileName}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
