import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPrecompressedCache } from './precompressed-cache.js';

const page = (name: string) => `<html><body>${name.repeat(2000)}</body></html>`;

describe('createPrecompressedCache', () => {
  it('has nothing the first time, and the ready form once it is compressed', async () => {
    const cache = createPrecompressedCache(4, () => undefined);
    expect(cache.take('a', page('a'))).toBeUndefined();
    await vi.waitFor(() => expect(cache.take('a', page('a'))).toBeDefined());
    const ready = cache.take('a', page('a'));
    expect(ready?.body).toBe(page('a'));
    expect(brotliDecompressSync(ready?.encoded?.br ?? Buffer.alloc(0)).toString()).toBe(page('a'));
  });

  it('compresses what is under a key once, while it is being compressed', async () => {
    const cache = createPrecompressedCache(4, () => undefined);
    cache.take('a', page('a'));
    cache.take('a', page('b'));
    await vi.waitFor(() => expect(cache.take('a', page('a'))).toBeDefined());
    expect(cache.take('a', page('a'))?.body).toBe(page('a'));
  });

  it('keeps the most recently used up to its capacity', async () => {
    const cache = createPrecompressedCache(2, () => undefined);
    const ready = async (key: string) => vi.waitFor(() => expect(cache.take(key, page(key))).toBeDefined());
    cache.take('a', page('a'));
    await ready('a');
    cache.take('b', page('b'));
    await ready('b');
    cache.take('a', page('a'));
    cache.take('c', page('c'));
    await ready('c');
    expect(cache.take('b', page('b'))).toBeUndefined();
    expect(cache.take('a', page('a'))).toBeDefined();
  });
});
