import { describe, expect, it } from 'vitest';
import { loginPageUrl, workbenchUrl } from './account-links';

describe('account links', () => {
  it('sends a visitor to the mall login page with the current page as redirect_uri', () => {
    expect(loginPageUrl('en-US', '/m/en-US/?from=banner#top')).toBe(`/en-US/login/mall/index?redirect_uri=${encodeURIComponent('/m/en-US/?from=banner#top')}`);
  });

  it.each([
    ['BUYER', '/member/workbench/index'],
    ['SELLER', '/seller/workbench/index'],
    ['GROUP', '/group/workbench/index'],
    ['EMPLOYEE', '/work/workbench/index'],
  ] as const)('sends a %s to the workbench of its back office', (userType, url) => {
    expect(workbenchUrl(userType)).toBe(url);
  });
});
