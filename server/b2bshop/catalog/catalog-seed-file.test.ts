import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SeedCatalog } from '../../../common/generated/types.js';
import { readSeedAccounts, SEED_DIR } from '../../db/seed-files.js';
import { CATALOG_FILE, hallOf, readSeedCatalog } from './catalog-seed-file.js';
import { STORED_BADGES } from './exhibitor-badges.js';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', '..', 'public');

describe('fixtures/seed/catalog.json', () => {
  const catalog = readSeedCatalog();
  const { siteTraders, accounts } = readSeedAccounts();
  const companyOf = (email: string) => accounts.find((account) => account.email === email)?.siteTraderId;

  it('holds twelve exhibitors in areas A to D, the demo seller and group among them, the others with their own seller companies', () => {
    expect(catalog.exhibitors).toHaveLength(12);
    expect(new Set(catalog.exhibitors.map(({ area }) => area))).toEqual(new Set(['A', 'B', 'C', 'D']));
    const exhibiting = catalog.exhibitors.map(({ siteTraderId }) => siteTraderId);
    expect(exhibiting).toContain(companyOf('seller@demo.fair'));
    expect(exhibiting).toContain(companyOf('group@demo.fair'));
    expect(catalog.siteTraders).toHaveLength(10);
    expect(catalog.siteTraders.every(({ isSeller }) => isSeller === 'Y')).toBe(true);
    expect(catalog.siteTraders.filter(({ id }) => siteTraders.some((demo) => demo.id === id))).toEqual([]);
  });

  it('gives every badge of spec §3 to at least one exhibitor, and frequent (more than 10 sessions) and other exhibitors', () => {
    for (const badge of STORED_BADGES)
      expect(
        catalog.exhibitors.some(({ badges }) => badges.includes(badge)),
        badge,
      ).toBe(true);
    expect(catalog.exhibitors.some(({ sessionsCount }) => sessionsCount > 10)).toBe(true);
    expect(catalog.exhibitors.some(({ sessionsCount }) => sessionsCount === 10)).toBe(true);
    expect(catalog.exhibitors.some(({ badges }) => badges.length === 0)).toBe(true);
  });

  it('numbers booths by hall, area row and two digits', () => {
    const booths = catalog.exhibitors.flatMap(({ booths: codes }) => codes);
    expect(booths).toContain('1.1A01');
    expect(hallOf('1.1A01')).toBe('1.1');
    expect(hallOf('15.3D09')).toBe('15.3');
  });

  it('holds about forty products, with the four the buyer actions name kept under their ids and companies', () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(40);
    const shopOf = (id: string) => catalog.products.find((product) => product.id === id)?.shopCode;
    const companyOfShop = (shopCode: string | undefined) => catalog.exhibitors.find((exhibitor) => exhibitor.shopCode === shopCode)?.siteTraderId;
    for (const id of ['prd-3001', 'prd-3002', 'prd-3003']) expect(companyOfShop(shopOf(id))).toBe(companyOf('seller@demo.fair'));
    expect(companyOfShop(shopOf('prd-3101'))).toBe(companyOf('group@demo.fair'));
    expect(catalog.products.find(({ id }) => id === 'prd-3001')?.title).toEqual({ EN_US: 'Cordless Drill 20V', ZH_CN: '20V 无线电钻' });
  });

  it('varies the sales info: one product has all nine fields, one none, the others some', () => {
    const counts = catalog.products.map(({ salesInfo }) => Object.keys(salesInfo).length);
    expect(counts).toContain(9);
    expect(counts).toContain(0);
    expect(new Set(counts).size).toBeGreaterThan(4);
  });

  it('serves every logo and picture from public/', () => {
    const images = [...catalog.exhibitors.map(({ logoUrl }) => logoUrl), ...catalog.products.map(({ pictureUrl }) => pictureUrl)];
    for (const image of images) expect(existsSync(join(PUBLIC_DIR, image)), image).toBe(true);
  });

  describe('is refused', () => {
    const seed = JSON.parse(readFileSync(join(SEED_DIR, CATALOG_FILE), 'utf8')) as SeedCatalog;
    const [first] = seed.exhibitors;

    /** The error reading the seed gives once `change` is made to a copy of it. */
    function refusal(change: (copy: SeedCatalog) => void): unknown {
      const dir = mkdtempSync(join(tmpdir(), 'catalog-seed-'));
      try {
        const copy = structuredClone(seed);
        change(copy);
        writeFileSync(join(dir, CATALOG_FILE), JSON.stringify(copy));
        writeFileSync(join(dir, 'accounts.json'), readFileSync(join(SEED_DIR, 'accounts.json')));
        readSeedCatalog(dir);
        return undefined;
      } catch (error) {
        return error;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    it.each<[string, (copy: SeedCatalog) => void, RegExp]>([
      [
        'a text without its Chinese',
        (copy) => Object.assign(copy.exhibitors[0] ?? {}, { name: { EN_US: 'Only English' } }),
        /name must have required property 'ZH_CN'/,
      ],
      [
        'a picture from elsewhere',
        (copy) => Object.assign(copy.products[0] ?? {}, { pictureUrl: 'https://example.com/a.svg' }),
        /pictureUrl must match pattern/,
      ],
      [
        'a booth outside the area',
        (copy) => copy.exhibitors[0]?.booths.splice(0, 1, first?.area === 'Z' ? '9.9Y01' : '9.9Z01'),
        /booth 9\.9[YZ]01 of .* is not in its area/,
      ],
      ['a booth given twice', (copy) => copy.exhibitors[1]?.booths.splice(0, 1, first?.booths[0] ?? ''), /booth "1\.1A01" is given twice/],
      ['a shop code given twice', (copy) => Object.assign(copy.exhibitors[1] ?? {}, { shopCode: first?.shopCode }), /shop code ".*" is given twice/],
      ['an unknown company', (copy) => Object.assign(copy.exhibitors[1] ?? {}, { siteTraderId: 'st-nobody' }), /unknown site trader "st-nobody"/],
      ['a product of an unknown shop', (copy) => Object.assign(copy.products[0] ?? {}, { shopCode: 'no-such-shop' }), /unknown shop "no-such-shop"/],
      [
        'isMultipleExhibit stored as a badge',
        (copy) => (copy.exhibitors[0]?.badges as string[]).push('isMultipleExhibit'),
        /badges\/3 must be equal to one of the allowed values/,
      ],
    ])('with %s', (_case, change, reason) => {
      expect(String(refusal(change))).toMatch(reason);
    });
  });
});
