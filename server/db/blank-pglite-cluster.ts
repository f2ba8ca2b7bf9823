// For tests (*.test.ts and their helpers only): a blank PGlite cluster to start test databases from.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

// A fresh PGlite runs initdb, which takes several seconds; a dump of a blank cluster loads in about half a
// second. It is made once per PGlite version and kept in the temporary folder, uncompressed (40 MB): a gzip
// dump is a tenth of the size but takes 0.7 s to load, and test files load one or more each.
export async function blankClusterTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `portal-pglite-blank-${pgliteVersion()}.tar`);
  if (!existsSync(path)) {
    const pglite = await PGlite.create();
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

function pgliteVersion(): string {
  const manifest = join(import.meta.dirname, '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  const version = typeof parsed === 'object' && parsed !== null && 'version' in parsed ? parsed.version : undefined;
  return typeof version === 'string' ? version : 'unknown';
}
