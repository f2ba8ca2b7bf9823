import { describe, expect, it } from 'vitest';
import { shortLinkDestinationOf } from './short-links';

const ORIGIN = 'https://fair.example';

describe('shortLinkDestinationOf (where the short-link page goes, issue 24)', () => {
  it('goes to a page of the portal as its normalised path, keeping query and hash', () => {
    expect(shortLinkDestinationOf('/m/en-US/news?x=1#y', ORIGIN)).toBe('/m/en-US/news?x=1#y');
    expect(shortLinkDestinationOf('https://fair.example/m/zh-CN/download', ORIGIN)).toBe('/m/zh-CN/download');
  });

  it('goes to an http(s) URL written out in full, which the server vouched for when it read the link', () => {
    expect(shortLinkDestinationOf('https://app.fair.example/intro', ORIGIN)).toBe('https://app.fair.example/intro');
  });

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,hi',
    '//evil.example/phish',
    '\\/evil.example',
    '/\\evil.example',
    '/.//evil.example/phish',
    '/%2F%2Fevil.example',
    '',
  ])('goes nowhere for %j', (url) => {
    expect(shortLinkDestinationOf(url, ORIGIN)).toBeUndefined();
  });
});
