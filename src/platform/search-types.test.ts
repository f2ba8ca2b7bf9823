import { describe, expect, it } from 'vitest';
import type { PageConfig } from '../generated/types';
import { searchTypesOf, searchTypesOfPage } from './search-types';
import seedPage from '../../fixtures/seed/page-configs.mobile-home.en-US.json';

const withHomeSearch = (data: unknown) => ({ ...(seedPage as PageConfig), sections: { HOMESEARCH: data } });

describe('search types', () => {
  it('offers product, exhibitor and booth', () => {
    expect(searchTypesOf({ boothSearchEnabled: true })).toEqual(['product', 'exhibitor', 'booth']);
  });

  it('hides booth when booth search is disabled', () => {
    expect(searchTypesOf({ boothSearchEnabled: false })).toEqual(['product', 'exhibitor']);
  });

  it("reads a page configuration's home search data, as the home page does", () => {
    expect(searchTypesOfPage(withHomeSearch({ boothSearchEnabled: true }))).toEqual(['product', 'exhibitor', 'booth']);
    expect(searchTypesOfPage(withHomeSearch({ boothSearchEnabled: false }))).toEqual(['product', 'exhibitor']);
  });

  it('hides booth when the page configuration has no valid home search data', () => {
    expect(searchTypesOfPage(withHomeSearch(undefined))).toEqual(['product', 'exhibitor']);
    expect(searchTypesOfPage(withHomeSearch({ boothSearchEnabled: 'yes' }))).toEqual(['product', 'exhibitor']);
  });
});
