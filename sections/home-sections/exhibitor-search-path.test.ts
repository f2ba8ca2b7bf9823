import { describe, expect, it } from 'vitest';
import { exhibitorSearchPath } from './exhibitor-search-path';

describe('exhibitorSearchPath', () => {
  it('searches exhibitors (type 2) in the page language', () => {
    expect(exhibitorSearchPath('en-US', 'lamp')).toBe('/m/en-US/search?type=2&keyword=lamp');
  });

  it('encodes the keyword', () => {
    expect(exhibitorSearchPath('zh-CN', '智能 家居&灯')).toBe(`/m/zh-CN/search?type=2&keyword=${encodeURIComponent('智能 家居&灯')}`);
  });
});
