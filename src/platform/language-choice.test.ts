import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedLanguage, rememberLanguage, visitorLanguage } from './language-choice';

describe('the remembered language choice', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'portal_lang=; path=/; max-age=0';
  });

  it('is none until a language page was opened', () => {
    expect(rememberedLanguage()).toBeUndefined();
  });

  it('keeps the last language in localStorage', () => {
    rememberLanguage('en-US');
    rememberLanguage('zh-CN');
    expect(localStorage.getItem('portal.language')).toBe('zh-CN');
    expect(rememberedLanguage()).toBe('zh-CN');
  });

  it('ignores a stored value that is not a language of the portal', () => {
    localStorage.setItem('portal.language', 'fr-FR');
    expect(rememberedLanguage()).toBeUndefined();
  });

  it('keeps it in a cookie too, for the server’s redirects of language-less addresses (issue 29)', () => {
    rememberLanguage('en-US');
    expect(document.cookie).toContain('portal_lang=en-US');
  });

  it('gives a visitor who chose none their browser’s language', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['zh-TW', 'en']);
    expect(visitorLanguage()).toBe('zh-CN');
    languages.mockReturnValue(['en-GB']);
    expect(visitorLanguage()).toBe('en-US');
    rememberLanguage('zh-CN');
    expect(visitorLanguage()).toBe('zh-CN');
    languages.mockRestore();
  });
});
