import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPrecompressedCache, type PrecompressedCache } from './precompressed-cache.js';

const page = (name: string) => `<html><body>${name.repeat(2000)}</body></html>`;

/** Asks for `key` until its ready form comes. */
const ready = (cache: PrecompressedCache, key: string) => vi.waitFor(() => expect(cache.take(key, page(key))).toBeDefined());

describe('createPrecompressedCache', () => {
  it('compresses a body only when it is asked for a second time, and gives its ready form once compressed', async () => {
    const cache = createPrecompressedCache(4, () => undefined);
    expect(cache.take('a', page('a'))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Asked for once, nothing was compressed: the second ask finds nothing ready and starts it.
    expect(cache.take('a', page('a'))).toBeUndefined();
    await ready(cache, 'a');
    const form = cache.take('a', page('a'));
    expect(form?.body).toBe(page('a'));
    expect(brotliDecompressSync(form?.encoded?.br ?? Buffer.alloc(0)).toString()).toBe(page('a'));
  });

  it('compresses what is under a key once, while it is being compressed', async () => {
    const cache = createPrecompressedCache(4, () => undefined);
    cache.take('a', page('a'));
    cache.take('a', page('a'));
    cache.take('a', page('b'));
    await ready(cache, 'a');
    expect(cache.take('a', page('a'))?.body).toBe(page('a'));
  });

  it('keeps the most recently used up to its capacity', async () => {
    const cache = createPrecompressedCache(2, () => undefined);
    await ready(cache, 'a');
    await ready(cache, 'b');
    cache.take('a', page('a'));
    await ready(cache, 'c');
    expect(cache.take('b', page('b'))).toBeUndefined();
    expect(cache.take('a', page('a'))).toBeDefined();
  });

  it('remembers a bounded number of bodies asked for once', async () => {
    const cache = createPrecompressedCache(1, () => undefined);
    cache.take('a', page('a'));
    for (const other of ['b', 'c', 'd', 'e']) cache.take(other, page(other));
    // 'a' was forgotten: asked for again, it counts as asked for once.
    cache.take('a', page('a'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.take('a', page('a'))).toBeUndefined();
    await ready(cache, 'a');
  });
});
