import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SeedECatalogs } from '../../../common/generated/types.js';
import { SEED_DIR } from '../../db/seed-files.js';
import { ECATALOGS_FILE, readSeedECatalogs } from './ecatalog-seed-file.js';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', '..', 'public');

/** readSeedECatalogs on a copy of the seed folder whose ecatalogs.json is changed by `edit`. */
function readEdited(edit: (seed: SeedECatalogs) => void): () => SeedECatalogs {
  const dir = mkdtempSync(join(tmpdir(), 'ecatalog-seed-'));
  for (const file of ['accounts.json', 'catalog.json']) copyFileSync(join(SEED_DIR, file), join(dir, file));
  const seed = JSON.parse(readFileSync(join(SEED_DIR, ECATALOGS_FILE), 'utf8')) as SeedECatalogs;
  edit(seed);
  writeFileSync(join(dir, ECATALOGS_FILE), JSON.stringify(seed));
  return () => {
    try {
      return readSeedECatalogs(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

describe('fixtures/seed/ecatalogs.json', () => {
  const seed = readSeedECatalogs();

  it('holds about eight catalogues over several shops and six short videos, every file of them under public/', () => {
    expect(seed.catalogs.length).toBeGreaterThanOrEqual(8);
    expect(new Set(seed.catalogs.map(({ shopCode }) => shopCode)).size).toBeGreaterThan(4);
    expect(seed.shortVideos).toHaveLength(6);
    const files = [
      ...seed.catalogs.flatMap(({ coverUrl, pages }) => [coverUrl, ...pages.flatMap((page) => ('imageUrl' in page ? [page.imageUrl] : []))]),
      ...seed.shortVideos.flatMap(({ posterUrl, videoUrl }) => [posterUrl, videoUrl]),
    ];
    for (const file of files) expect(existsSync(join(PUBLIC_DIR, file)), file).toBe(true);
  });

  it("refuses a product page that is another shop's product", () => {
    const read = readEdited((edited) => {
      edited.catalogs[0]?.pages.push({ productId: 'prd-3201' });
    });
    expect(read).toThrow(/ecat-1001 shows prd-3201, which is not a product of pearl-river-tools/);
  });

  it('refuses an unknown shop and an id given twice', () => {
    expect(readEdited((edited) => Object.assign(edited.shortVideos[0] ?? {}, { shopCode: 'no-such-shop' }))).toThrow(/unknown shop "no-such-shop"/);
    expect(readEdited((edited) => Object.assign(edited.shortVideos[1] ?? {}, { id: 'ecat-1001' }))).toThrow(/id "ecat-1001" is given twice/);
  });
});
