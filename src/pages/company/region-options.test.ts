import { describe, expect, it } from 'vitest';
import { REGION_CODES } from './region-codes';
import { regionOptions } from './region-options';

describe('regionOptions', () => {
  it('offers every ISO 3166-1 alpha-2 code once, named in the page language', () => {
    const english = regionOptions('en-US');
    expect(english).toHaveLength(REGION_CODES.length);
    expect(new Set(english.map((option) => option.value)).size).toBe(REGION_CODES.length);
    expect(english).toContainEqual({ value: 'DE', label: 'Germany' });
    expect(regionOptions('zh-CN')).toContainEqual({ value: 'DE', label: '德国' });
  });

  it('sorts by the name as the language sorts it', () => {
    for (const language of ['en-US', 'zh-CN'] as const) {
      const labels = regionOptions(language).map((option) => option.label);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(language).compare));
    }
    expect(regionOptions('en-US')[0]?.label).toBe('Afghanistan');
  });
});
