import { describe, expect, it } from 'vitest';
import { cookieLanguage, languageOfTag, negotiateLanguage, preferredTags } from './language-negotiation';

describe('the language of a visitor who names none (issue 29)', () => {
  it.each([
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['ZH-hk', 'zh-CN'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['fr-FR', 'en-US'],
    ['zhx', 'en-US'],
  ] as const)('reads %s as %s', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language);
  });

  it('orders Accept-Language by weight, keeping ties in order, leaving out q=0, * and what is not a tag', () => {
    expect(preferredTags('fr;q=0.5, zh-TW;q=0.8, en-GB, de;q=0, *;q=0.9, <b>, en;q=0.8')).toEqual(['en-GB', 'zh-TW', 'en', 'fr']);
    expect(preferredTags('')).toEqual([]);
    expect(preferredTags('x'.repeat(10_000))).toEqual([]);
  });

  it('takes the remembered choice first, then the browser’s most wanted language, else the spec’s zh-CN', () => {
    expect(negotiateLanguage({ chosen: 'zh-CN', acceptLanguage: 'en-US,en' })).toBe('zh-CN');
    expect(negotiateLanguage({ acceptLanguage: 'en-US,en;q=0.9' })).toBe('en-US');
    expect(negotiateLanguage({ acceptLanguage: 'de-DE, zh;q=0.9' })).toBe('en-US');
    expect(negotiateLanguage({ acceptLanguage: 'zh-Hans-CN;q=1, en;q=0.5' })).toBe('zh-CN');
    expect(negotiateLanguage({ acceptLanguage: '*' })).toBe('zh-CN');
    expect(negotiateLanguage({})).toBe('zh-CN');
  });

  it('reads the language cookie only when it names a language of the portal', () => {
    expect(cookieLanguage('a=1; portal_lang=en-US; b=2')).toBe('en-US');
    expect(cookieLanguage('portal_lang=fr-FR')).toBeUndefined();
    expect(cookieLanguage('xportal_lang=en-US')).toBeUndefined();
    expect(cookieLanguage(undefined)).toBeUndefined();
  });
});
