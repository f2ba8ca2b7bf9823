import { describe, expect, it } from 'vitest';
import { CUSTOM_PAGE_NAMES, contentPagePath, customPageConfigName, pagesConfigName, postConfigName } from './content-pages';

const CONFIG_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

describe('content page configuration names', () => {
  it.each([
    ['liveHall', 'custom-live-hall'],
    ['registerSuccess', 'custom-register-success'],
    ['e-commerce-pilot-area', 'custom-e-commerce-pilot-area'],
    ['help', 'custom-help'],
  ])('names /customPages/%s by %s', (name, config) => expect(customPageConfigName(name)).toBe(config));

  it('gives every custom page the spec lists but sitemap, redirect and error a valid, distinct configuration name', () => {
    const names = CUSTOM_PAGE_NAMES.map(customPageConfigName).filter((name) => name !== undefined);
    expect(names).toHaveLength(CUSTOM_PAGE_NAMES.length - 3);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => CONFIG_NAME.test(name))).toBe(true);
    expect(['sitemap', 'redirect', 'error'].map(customPageConfigName)).toEqual([undefined, undefined, undefined]);
  });

  it('has no configuration for a custom page the spec does not list', () => {
    expect(customPageConfigName('liveHALL')).toBeUndefined();
    expect(customPageConfigName('constructor')).toBeUndefined();
  });

  it.each([
    ['关于我们', 'about'],
    ['法律文件', 'legal'],
    ['Cookies政策', 'cookie-policy'],
    ['contact-us', 'page-contact-us'],
    ['logistics-and-customs', 'page-logistics-and-customs'],
  ])('names /pages/%s by %s', (name, config) => expect(pagesConfigName(name)).toBe(config));

  it('refuses /pages/ and /posts/ names no configuration can have', () => {
    for (const name of ['Contact', '../about', '', 'a'.repeat(60), '其他']) {
      expect(pagesConfigName(name)).toBeUndefined();
      expect(postConfigName(name)).toBeUndefined();
    }
    expect(pagesConfigName('hasOwnProperty')).toBeUndefined();
  });

  it('names /posts/{slug} by post-{slug}', () => expect(postConfigName('visa-and-invitation-letter')).toBe('post-visa-and-invitation-letter'));
});

describe('contentPagePath', () => {
  it.each([
    ['about', '/m/en-US/pages/关于我们'],
    ['cookie-policy', '/m/en-US/pages/Cookies政策'],
    ['custom-live-hall', '/m/en-US/customPages/liveHall'],
    ['custom-e-commerce-platform', '/m/en-US/customPages/e-commerce-platform'],
    ['page-contact-us', '/m/en-US/pages/contact-us'],
    ['post-visa-and-invitation-letter', '/m/en-US/posts/visa-and-invitation-letter'],
  ])('leads from %s to %s', (config, path) => expect(contentPagePath(config, 'en-US')).toBe(path));

  it('has no path for a configuration that is not a content page', () => {
    expect(contentPagePath('mobile-home', 'zh-CN')).toBeUndefined();
    expect(contentPagePath('custom-unknown', 'zh-CN')).toBeUndefined();
  });

  it('is the inverse of the names, for every custom page', () => {
    for (const name of CUSTOM_PAGE_NAMES) {
      const config = customPageConfigName(name);
      if (config) expect(contentPagePath(config, 'zh-CN')).toBe(`/m/zh-CN/customPages/${name}`);
    }
  });
});
