import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, NO_CACHE, SHORT_CACHE } from './static-cache-control.js';

describe('Cache-Control of a built file', () => {
  it.each(['assets/index-3f9a1c.js', 'assets/index-3f9a1c.js.br', 'assets/index-3f9a1c.js.gz', 'assets/fonts/icons-9b2e.woff2'])(
    'keeps the hashed asset %s, or its precompressed copy, for a year as immutable',
    (path) => expect(cacheControlFor(path)).toBe(IMMUTABLE),
  );

  it.each(['index.html', 'index.html.br', 'index.html.gz', 'sw.js', 'manifest.en-US.webmanifest'])('has the browser ask again for %s every time', (path) =>
    expect(cacheControlFor(path)).toBe(NO_CACHE),
  );

  it.each(['favicon.svg', 'favicon.svg.gz', 'media/banner.webp', 'catalog/assets.json'])('keeps the unhashed file %s for five minutes', (path) =>
    expect(cacheControlFor(path)).toBe(SHORT_CACHE),
  );
});
