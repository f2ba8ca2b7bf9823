import { describe, expect, it } from 'vitest';
import { linkTargetOf, readShortLinkHosts } from './link-target.js';

const HOST = 'fair.example.com';
const target = (url: string, allowed: string[] = []) => linkTargetOf(url, HOST, allowed);

describe('linkTargetOf', () => {
  it("keeps a path of the portal as it is (trimmed)", () => {
    expect(target('  /m/en-US/shops/BRIGHTWAY?keyword=lamp#/products ')).toBe('/m/en-US/shops/BRIGHTWAY?keyword=lamp#/products');
  });

  it("keeps an http(s) URL of the portal's own host or of an allow-listed one", () => {
    expect(target('https://fair.example.com/m/zh-CN/download')).toBe('https://fair.example.com/m/zh-CN/download');
    expect(target('https://app.fair.example/intro', ['app.fair.example'])).toBe('https://app.fair.example/intro');
  });

  it.each([
    ['a script URL', 'javascript:alert(1)'],
    ['a script URL with a tab in its scheme', 'java\tscript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['another site', 'https://evil.example/phish'],
    ['another site, protocol-relative', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['a URL with credentials', 'https://user:pass@fair.example.com/m/en-US/'],
    ['a mail link', 'mailto:someone@fair.example.com'],
    ['a blank', '   '],
    ['text that is no URL', 'not a url'],
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
