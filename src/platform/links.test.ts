import { describe, expect, it } from 'vitest';
import { isExternalLink, resolveLink } from './links';

describe('resolveLink by redirectType', () => {
  const everything = {
    post: { fullUrl: 'https://fair.example/posts/1' },
    webPage: { fullUrl: 'https://fair.example/pages/2' },
    pageTheme: { url: '/m/zh-CN/themes/3' },
    redirectUrl: 'https://partner.example/4',
  };

  it('takes post.fullUrl for POST', () => {
    expect(resolveLink({ redirectType: 'POST', ...everything })).toBe('https://fair.example/posts/1');
  });

  it('takes webPage.fullUrl for WEB_PAGE', () => {
    expect(resolveLink({ redirectType: 'WEB_PAGE', ...everything })).toBe('https://fair.example/pages/2');
  });

  it('takes pageTheme.url for MALL_PAGE_INDEX', () => {
    expect(resolveLink({ redirectType: 'MALL_PAGE_INDEX', ...everything })).toBe('/m/zh-CN/themes/3');
  });

  it('takes redirectUrl for URL', () => {
    expect(resolveLink({ redirectType: 'URL', ...everything })).toBe('https://partner.example/4');
  });

  it('gives no link for NONE or anything else', () => {
    expect(resolveLink({ redirectType: 'NONE', ...everything })).toBeUndefined();
    expect(resolveLink({ redirectType: 'post', ...everything })).toBeUndefined();
    expect(resolveLink({ redirectType: '', ...everything })).toBeUndefined();
  });

  it('gives no link when the target URL is missing or empty', () => {
    expect(resolveLink({ redirectType: 'POST' })).toBeUndefined();
    expect(resolveLink({ redirectType: 'WEB_PAGE', webPage: { fullUrl: '' } })).toBeUndefined();
    expect(resolveLink({ redirectType: 'URL', redirectUrl: '   ' })).toBeUndefined();
  });

  it('refuses javascript: and data: URLs, however they are disguised', () => {
    for (const redirectUrl of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>', 'vbscript:x']) {
      expect(resolveLink({ redirectType: 'URL', redirectUrl })).toBeUndefined();
    }
  });
});

describe('isExternalLink', () => {
  const page = 'https://fair.example';

  it('is true for an absolute http(s) URL on another origin', () => {
    expect(isExternalLink('https://partner.example/x', page)).toBe(true);
    expect(isExternalLink('http://fair.example/x', page)).toBe(true);
    expect(isExternalLink('//partner.example/x', page)).toBe(true);
  });

  it('is false for the same origin, relative paths and other schemes', () => {
    expect(isExternalLink('https://fair.example/m/zh-CN/search', page)).toBe(false);
    expect(isExternalLink('/m/zh-CN/search', page)).toBe(false);
    expect(isExternalLink('mailto:info@fair.example', page)).toBe(false);
    expect(isExternalLink('/m/zh-CN/search', undefined)).toBe(false);
  });

  it('compares with the page origin by default', () => {
    expect(isExternalLink(`${window.location.origin}/a`)).toBe(false);
    expect(isExternalLink('https://partner.example/a')).toBe(true);
  });
});
