import { describe, expect, it } from 'vitest';
import { linkTargetOf, MAX_LINK_URL_LENGTH, readShortLinkHosts, readShortLinkPolicy } from './link-target.js';

const PORTAL = 'https://fair.example.com';
const target = (url: string, allowedHosts: string[] = []) => linkTargetOf(url, { publicOrigin: PORTAL, allowedHosts });

describe('linkTargetOf', () => {
  it('keeps a path of the portal, trimmed and normalised', () => {
    expect(target('  /m/en-US/shops/BRIGHTWAY?keyword=lamp#/products ')).toBe('/m/en-US/shops/BRIGHTWAY?keyword=lamp#/products');
    expect(target('/m/en-US/news?x=1#y')).toBe('/m/en-US/news?x=1#y');
    expect(target('/m/en-US/a/../download')).toBe('/m/en-US/download');
  });

  it("keeps an http(s) URL of the portal's public origin or of an allow-listed host", () => {
    expect(target('https://fair.example.com/m/zh-CN/download')).toBe('https://fair.example.com/m/zh-CN/download');
    expect(target('https://app.fair.example/intro', ['app.fair.example'])).toBe('https://app.fair.example/intro');
  });

  it.each([
    ['a script URL', 'javascript:alert(1)'],
    ['a script URL with a tab in its scheme', 'java\tscript:alert(1)'],
    ['a path with a newline in it', '/m/en-US/\nnews'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['another site', 'https://evil.example/phish'],
    ['another site, protocol-relative', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['a backslash trick, the other way round', '\\/evil.example'],
    // Issue 24: paths of the portal whose normalised form begins "//" (or would after a decode).
    ['a dot segment before "//"', '/.//evil.example/phish'],
    ['a dot-dot segment before "//"', '/..//evil.example'],
    ['an encoded "//"', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['the portal on another scheme', 'http://fair.example.com/m/en-US/'],
    ['a URL of the portal whose path begins "//"', 'https://fair.example.com//evil.example/'],
    ['a URL with credentials', 'https://user:pass@fair.example.com/m/en-US/'],
    ['a mail link', 'mailto:someone@fair.example.com'],
    ['a blank', '   '],
    ['text that is no URL', 'not a url'],
    ['a path that outgrows the limit once encoded', `/m/en-US/${'é'.repeat(MAX_LINK_URL_LENGTH / 2)}`],
  ])('refuses %s', (_what, url) => {
    expect(target(url)).toBeUndefined();
  });
});

describe('readShortLinkHosts', () => {
  it('reads SHORT_LINK_HOSTS as lower-case host names, blanks left out', () => {
    expect(readShortLinkHosts({ SHORT_LINK_HOSTS: ' App.Fair.Example, ,cdn.fair.example:8443 ' })).toEqual(['app.fair.example', 'cdn.fair.example:8443']);
    expect(readShortLinkHosts({})).toEqual([]);
  });
});

describe('readShortLinkPolicy', () => {
  it('takes the portal from PUBLIC_ORIGIN (else the listen address) and the other hosts from SHORT_LINK_HOSTS', () => {
    expect(readShortLinkPolicy({ PUBLIC_ORIGIN: 'https://Fair.Example.com/', SHORT_LINK_HOSTS: 'app.fair.example' })).toEqual({
      publicOrigin: PORTAL,
      allowedHosts: ['app.fair.example'],
    });
    expect(readShortLinkPolicy({ PORT: '3000' }).publicOrigin).toBe('http://127.0.0.1:3000');
  });

  it('stops the start on a PUBLIC_ORIGIN that is no origin', () => {
    expect(() => readShortLinkPolicy({ PUBLIC_ORIGIN: 'https://fair.example.com/m/' })).toThrow(/PUBLIC_ORIGIN/);
  });
});
