import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, contentLanguage, getCurrentLanguage, isLanguage, setCurrentLanguage, translated } from './language';

afterEach(() => setCurrentLanguage(FALLBACK_LANGUAGE));

describe('languages', () => {
  it('knows only en-US and zh-CN', () => {
    expect(isLanguage('en-US')).toBe(true);
    expect(isLanguage('zh-CN')).toBe(true);
    expect(isLanguage('fr-FR')).toBe(false);
    expect(isLanguage('zh-cn')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(isLanguage(['en-US'])).toBe(false);
  });

  it('names content languages EN_US and ZH_CN', () => {
    expect(contentLanguage('en-US')).toBe('EN_US');
    expect(contentLanguage('zh-CN')).toBe('ZH_CN');
  });

  it('reads a translated record in the page language', () => {
    expect(translated({ EN_US: 'Hall', ZH_CN: '展馆' }, 'en-US')).toBe('Hall');
    expect(translated({ EN_US: 'Hall', ZH_CN: '展馆' }, 'zh-CN')).toBe('展馆');
  });

  it('falls back to ZH_CN when the record lacks the page language', () => {
    expect(translated({ ZH_CN: '展馆' }, 'en-US')).toBe('展馆');
    expect(translated({}, 'en-US')).toBeUndefined();
  });

  it('starts on the fallback locale zh-CN and follows setCurrentLanguage', () => {
    expect(getCurrentLanguage()).toBe('zh-CN');
    setCurrentLanguage('en-US');
    expect(getCurrentLanguage()).toBe('en-US');
  });
});
