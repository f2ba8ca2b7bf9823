import { describe, expect, it } from 'vitest';
import { SALES_INFO_FIELDS } from '../../server/b2bshop/catalog/sales-info.js';
import { BOOTH_CAPACITY, boothNumber } from './booth-codes.js';
import { generateExhibitors } from './exhibitors.js';
import { LARGE_PREFIX } from './large-ids.js';
import { generateProducts } from './products.js';

const SEED = 42;
const exhibitors = generateExhibitors(250, SEED);
const products = [...generateProducts(10_000, exhibitors, SEED + 1)];

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => seen.size === seen.add(value).size);
}

describe('the large catalogue generator', () => {
  it('builds the same exhibitors and products from the same seed', () => {
    expect(generateExhibitors(250, SEED)).toEqual(exhibitors);
    expect([...generateProducts(10_000, generateExhibitors(250, SEED), SEED + 1)]).toEqual(products);
  });

  it('builds another catalogue from another seed', () => {
    expect(generateExhibitors(250, SEED + 100).map((exhibitor) => exhibitor.name)).not.toEqual(exhibitors.map((exhibitor) => exhibitor.name));
  });

  it('gives every exhibitor, company, booth and product its own key, all with the large prefix', () => {
    const keys = [
      exhibitors.map((exhibitor) => exhibitor.shopCode),
      exhibitors.map((exhibitor) => exhibitor.siteTraderId),
      products.map((product) => product.id),
    ];
    for (const list of keys) {
      expect(duplicates(list)).toEqual([]);
      expect(list.every((key) => key.startsWith(LARGE_PREFIX))).toBe(true);
    }
    const booths = exhibitors.flatMap((exhibitor) => exhibitor.booths.map((booth) => booth.code));
    expect(duplicates(booths)).toEqual([]);
    expect(booths.every((code) => /^[0-9]{1,2}\.[0-9][A-Z][0-9]{2}$/.test(code))).toBe(true);
  });

  it('names the exhibitors differently, in both languages', () => {
    expect(duplicates(exhibitors.map((exhibitor) => exhibitor.name.EN_US))).toEqual([]);
    expect(duplicates(exhibitors.map((exhibitor) => exhibitor.name.ZH_CN))).toEqual([]);
    expect(exhibitors[0]?.name.ZH_CN).toMatch(/有限公司$/);
  });

  it('gives each product bilingual keywords and only the sales-info fields of the spec', () => {
    for (const product of products.slice(0, 500)) {
      expect(product.keywords.EN_US.length).toBeGreaterThan(0);
      expect(product.keywords.ZH_CN).toHaveLength(product.keywords.EN_US.length);
      expect(SALES_INFO_FIELDS).toEqual(expect.arrayContaining(Object.keys(product.salesInfo)));
      expect(product.listedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('makes a few keywords common and most rare, with a few thousand distinct ones', () => {
    const uses = new Map<string, number>();
    for (const product of products) for (const keyword of product.keywords.EN_US) uses.set(keyword, (uses.get(keyword) ?? 0) + 1);
    const counts = [...uses.values()].sort((a, b) => b - a);
    expect(uses.size).toBeGreaterThan(1000);
    expect(counts[0]).toBeGreaterThan(20 * (counts[Math.floor(counts.length / 2)] ?? 0));
  });

  it('numbers booths from hall 20.1 and refuses numbers beyond the last hall', () => {
    expect(boothNumber(0)).toEqual({ code: '20.1A01', hall: '20.1' });
    expect(boothNumber(99)).toEqual({ code: '20.1B01', hall: '20.1' });
    expect(boothNumber(26 * 99)).toEqual({ code: '20.2A01', hall: '20.2' });
    expect(boothNumber(BOOTH_CAPACITY - 1).code).toBe('99.3Z99');
    expect(() => boothNumber(BOOTH_CAPACITY)).toThrow(RangeError);
  });
});
