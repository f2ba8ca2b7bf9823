import { describe, expect, it } from 'vitest';
import { companyCardShopCode, conversationSearch, readImPageQuery } from './im-page-query';

describe('the IM page query', () => {
  it('reads to, structure and clue, trimmed; blank ones are absent', () => {
    expect(readImPageQuery(new URLSearchParams('to=%20acc-7%20&structure=BRIGHTWAY&clue=Y'))).toEqual({ to: 'acc-7', structure: 'BRIGHTWAY', clue: 'Y' });
    expect(readImPageQuery(new URLSearchParams('to=&clue=%20'))).toEqual({ to: undefined, structure: undefined, clue: undefined });
  });

  it('shows the company card only for clue Y with a shop named in structure', () => {
    expect(companyCardShopCode({ to: 'a', structure: 'BRIGHTWAY', clue: 'Y' })).toBe('BRIGHTWAY');
    expect(companyCardShopCode({ to: 'a', structure: 'BRIGHTWAY', clue: 'N' })).toBeUndefined();
    expect(companyCardShopCode({ to: 'a', structure: undefined, clue: 'Y' })).toBeUndefined();
  });

  it('opens a conversation from the list with to alone, encoded', () => {
    expect(conversationSearch('acc 7/x')).toBe('?to=acc%207%2Fx');
  });
});
