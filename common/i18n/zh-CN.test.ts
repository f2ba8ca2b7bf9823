import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('zh-CN catalog', () => {
  it('has the same keys as en-US', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
  });

  it('has no empty text in either language', () => {
    for (const text of [...Object.values(enUS), ...Object.values(zhCN)]) expect(text.trim()).not.toBe('');
  });

  it('keeps the placeholders of each en-US text', () => {
    for (const [id, text] of Object.entries(enUS)) {
      expect(placeholders(zhCN[id as keyof typeof enUS]), id).toEqual(placeholders(text));
    }
  });

  it('says Coming soon as 敬请期待', () => {
    expect(zhCN.comingSoon).toBe('敬请期待');
  });
});
