import { describe, expect, it } from 'vitest';
import { industrySitePageName } from './industry-site-page';

describe("an industry site's page configuration", () => {
  it('is named after the site id', () => {
    expect(industrySitePageName('1002')).toBe('industry-site-1002');
  });

  it.each([undefined, '', 'abc', '10 02', '../mobile-home', '1'.repeat(19)])('is none for %j', (id) => {
    expect(industrySitePageName(id)).toBeUndefined();
  });
});
