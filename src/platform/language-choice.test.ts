import { afterEach, describe, expect, it } from 'vitest';
import { rememberedLanguage, rememberLanguage } from './language-choice';

describe('the remembered language choice', () => {
  afterEach(() => localStorage.clear());

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
});
