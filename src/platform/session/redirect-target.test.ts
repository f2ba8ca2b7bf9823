import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './redirect-target';

const origin = 'https://fair.example';

describe('sameOriginPath', () => {
  it('accepts a path of this site, keeping its query and hash', () => {
    expect(sameOriginPath('/m/en-US/?from=banner#top', origin)).toBe('/m/en-US/?from=banner#top');
    expect(sameOriginPath('/m/en-US/news?x=1#y', origin)).toBe('/m/en-US/news?x=1#y');
    expect(sameOriginPath('https://fair.example/m/zh-CN/search?type=1', origin)).toBe('/m/zh-CN/search?type=1');
  });

  it.each([
    'https://evil.example/m/en-US/',
    'https://evil.example',
    '//evil.example/m/en-US/',
    '/\\evil.example/',
    '\\\\evil.example',
    '\\/evil.example',
    ' /\t/evil.example',
    // Issue 24, finding 6: same-origin URLs whose path, once normalised, begins "//" (or would after a decode).
    '/.//evil.example/phish',
    '/./\\evil.example',
    '/%2F%2Fevil.example',
    '/m/en-US/\nnews',
    'javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,hi',
    'http://fair.example/m/en-US/',
  ])('refuses %j, which leaves the site', (raw) => {
    expect(sameOriginPath(raw, origin)).toBeUndefined();
  });

  it('gives nothing for nothing', () => {
    expect(sameOriginPath(undefined, origin)).toBeUndefined();
    expect(sameOriginPath('  ', origin)).toBeUndefined();
  });
});
