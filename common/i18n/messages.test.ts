import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { messagesFor, translate } from './messages';
import { zhCN } from './zh-CN';

describe('messages outside React', () => {
  it('gives the catalog of each language compiled, message for message', () => {
    for (const [language, catalog] of [
      ['en-US', enUS],
      ['zh-CN', zhCN],
    ] as const) {
      const compiled = messagesFor(language);
      expect(Object.keys(compiled).sort()).toEqual(Object.keys(catalog).sort());
      for (const [id, message] of Object.entries(catalog)) expect(compiled[id as keyof typeof catalog]).toEqual(parse(message));
    }
  });

  it('gives the generic request error text in each language', () => {
    expect(translate('en-US', 'request.error')).toBe('Request Error');
    expect(translate('zh-CN', 'request.error')).toBe('请求错误');
  });

  it('fills placeholders', () => {
    expect(translate('en-US', 'phone.maxLength', { maxLength: 20 })).toBe('must not exceed 20 characters');
    expect(translate('en-US', 'booth.area', { area: 'B' })).toBe('Area B');
  });

  it('formats every message of both catalogs', () => {
    const values = { maxLength: 1, area: 'A', year: 2026, title: 'T', overseas: '+1', domestic: '400' };
    for (const language of ['en-US', 'zh-CN'] as const) {
      for (const id of Object.keys(enUS) as (keyof typeof enUS)[]) {
        expect(translate(language, id, values)).not.toMatch(/[{}]/);
      }
    }
  });
});
