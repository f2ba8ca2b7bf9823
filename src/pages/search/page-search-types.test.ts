import { describe, expect, it } from 'vitest';
import type { PageConfig } from '../../../common/generated/types';
import { searchTypesOfPage } from './page-search-types';
import seedPage from '../../../fixtures/seed/page-configs.mobile-home.en-US.json';

const withHomeSearch = (data: unknown) => ({ ...(seedPage as PageConfig), sections: { HOMESEARCH: data } });

describe("a page's search types", () => {
  it("reads a page configuration's home search data, as the home page does", () => {
    expect(searchTypesOfPage(withHomeSearch({ boothSearchEnabled: true }))).toEqual(['product', 'exhibitor', 'booth']);
    expect(searchTypesOfPage(withHomeSearch({ boothSearchEnabled: false }))).toEqual(['product', 'exhibitor']);
  });

  it('hides booth when the page configuration has no valid home search data', () => {
    expect(searchTypesOfPage(withHomeSearch(undefined))).toEqual(['product', 'exhibitor']);
    expect(searchTypesOfPage(withHomeSearch({ boothSearchEnabled: 'yes' }))).toEqual(['product', 'exhibitor']);
  });
});
