import { describe, expect, it } from 'vitest';
import { filesToKeep } from './offline-copy';

describe('the files an offline copy of the page keeps', () => {
  it("keeps this site's build files, pictures and stylesheets, and nothing of other sites or of the API", () => {
    const origin = 'https://fair.example';
    const entries = [
      { name: `${origin}/assets/index-3f9a.js`, initiatorType: 'script' },
      { name: `${origin}/assets/en-US-1a2b.json`, initiatorType: 'fetch' },
      { name: `${origin}/media/banners/autumn.webp?w=750`, initiatorType: 'img' },
      { name: `${origin}/b2bshop/api/pageConfigs/public/mobile-home?lang=en-US`, initiatorType: 'fetch' },
      { name: 'https://cdn.example/picture.png', initiatorType: 'img' },
    ];
    expect(filesToKeep(entries, origin)).toEqual(['/assets/index-3f9a.js', '/assets/en-US-1a2b.json', '/media/banners/autumn.webp?w=750']);
  });
});
