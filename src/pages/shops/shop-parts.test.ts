import { describe, expect, it } from 'vitest';
import { shopPartHash, shopPartOf } from './shop-parts';

describe('the shop page part named by #/{path} (spec §2)', () => {
  it.each([
    ['#/products', 'products'],
    ['#/profile', 'profile'],
    ['#/events', 'events'],
    ['#/events/', 'events'],
    ['#events', 'events'],
  ] as const)('%s shows the %s', (hash, part) => {
    expect(shopPartOf(hash)).toBe(part);
  });

  it.each(['', '#', '#/', '#/unknown', '#/Events', '#/products/extra'])('falls back to the products for %j', (hash) => {
    expect(shopPartOf(hash)).toBe('products');
  });

  it('writes a part back as the hash it is read from', () => {
    for (const part of ['products', 'profile', 'events'] as const) expect(shopPartOf(shopPartHash(part))).toBe(part);
  });
});
