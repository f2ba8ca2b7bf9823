import { describe, expect, it } from 'vitest';
import { searchTypesOf } from './search-types';

describe('search types', () => {
  it('offers product, exhibitor and booth', () => {
    expect(searchTypesOf({ boothSearchEnabled: true })).toEqual(['product', 'exhibitor', 'booth']);
  });

  it('hides booth when booth search is disabled', () => {
    expect(searchTypesOf({ boothSearchEnabled: false })).toEqual(['product', 'exhibitor']);
  });
});
