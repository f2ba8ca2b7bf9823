import { describe, expect, it } from 'vitest';
import { linkQuery } from './link-query';
import { serializeQuery } from './query-string';

describe('linkQuery', () => {
  it('percent-encodes names and values, spaces as %20', () => {
    expect(linkQuery({ type: 1, keyword: 'LED lighting & more' })).toBe('type=1&keyword=LED%20lighting%20%26%20more');
  });

  it.each<Record<string, string | number>>([{ redirect_uri: '/m/en-US/?from=banner#top' }, { type: 2, keyword: '智能家居&灯' }, { keyword: 'a+b=c/d' }])(
    'writes what qs writes for flat values: %o',
    (params) => {
      expect(linkQuery(params)).toBe(serializeQuery(params));
    },
  );
});
