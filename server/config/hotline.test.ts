import { describe, expect, it } from 'vitest';
import { DEFAULT_HOTLINE, readHotlineNumbers } from './hotline.js';

describe('readHotlineNumbers', () => {
  it('reads HOTLINE_OVERSEAS and HOTLINE_DOMESTIC', () => {
    expect(readHotlineNumbers({ HOTLINE_OVERSEAS: '+86 10 1234 5678', HOTLINE_DOMESTIC: '400 123 4567' })).toEqual({
      overseas: '+86 10 1234 5678',
      domestic: '400 123 4567',
    });
  });

  it('falls back to the demo numbers when a variable is unset or blank', () => {
    expect(readHotlineNumbers({})).toEqual(DEFAULT_HOTLINE);
    expect(readHotlineNumbers({ HOTLINE_OVERSEAS: '  ', HOTLINE_DOMESTIC: '400 123 4567' })).toEqual({
      overseas: DEFAULT_HOTLINE.overseas,
      domestic: '400 123 4567',
    });
  });
});
