import { describe, expect, it } from 'vitest';
import { companyCompletionUrl, loginPageUrl, passwordRetrieveUrl, registerPageUrl, transitionPageUrl, userLinksOf, workbenchUrl } from './account-links';

describe('account links', () => {
  it('sends a visitor to the mall login page with the current page as redirect_uri', () => {
    expect(loginPageUrl('en-US', '/m/en-US/?from=banner#top')).toBe(`/en-US/login/mall/index?redirect_uri=${encodeURIComponent('/m/en-US/?from=banner#top')}`);
  });

  it('carries the requirement to login, register, password retrieve and transition', () => {
    const back = encodeURIComponent('/m/zh-CN/');
    expect(loginPageUrl('zh-CN', '/m/zh-CN/', 'sourcing')).toBe(`/zh-CN/login/mall/index?redirect_uri=${back}&requirement=sourcing`);
    expect(registerPageUrl('zh-CN', '/m/zh-CN/', 'sourcing')).toBe(`/zh-CN/register/index?redirect_uri=${back}&requirement=sourcing`);
    expect(passwordRetrieveUrl('en-US', '/m/zh-CN/')).toBe(`/en-US/login/mall/index?redirect_uri=${back}#/password-retrieve`);
    expect(transitionPageUrl('en-US', '/m/zh-CN/', 'im')).toBe(`/en-US/transition?redirect_uri=${back}&requirement=im`);
  });

  it('completes the company information through /{lang}/customPages/registerSuccess with a redirect', () => {
    expect(companyCompletionUrl('en-US', '/m/en-US/?a=1')).toBe(`/en-US/customPages/registerSuccess?redirect=${encodeURIComponent('/m/en-US/?a=1')}`);
  });

  it.each([
    ['BUYER', '/member/workbench/index'],
    ['SELLER', '/seller/workbench/index'],
    ['GROUP', '/group/workbench/index'],
    ['EMPLOYEE', '/work/workbench/index'],
  ] as const)('sends a %s to the workbench of its back office', (userType, url) => {
    expect(workbenchUrl(userType)).toBe(url);
  });

  it('gives a buyer the member subsite’s message centre, personal centre and the buyers’ business card', () => {
    expect(userLinksOf('BUYER')).toEqual([
      { name: 'messageCentre', url: '/m/member/sitenotificationreminderself/index' },
      { name: 'personalCentre', url: '/m/member/usercenter/index' },
      { name: 'businessCard', url: '/m/member/memberselffollowingmemberbuyer/index' },
    ]);
  });

  it('gives a seller the seller subsite’s links and the sellers’ business card', () => {
    expect(userLinksOf('SELLER')).toEqual([
      { name: 'messageCentre', url: '/m/seller/sitenotificationreminderself/index' },
      { name: 'personalCentre', url: '/m/seller/usercenter/index' },
      { name: 'businessCard', url: '/m/seller/memberselffollowingmemberseller/index' },
    ]);
  });

  it('gives groups and employees no user links', () => {
    expect(userLinksOf('GROUP')).toEqual([]);
    expect(userLinksOf('EMPLOYEE')).toEqual([]);
  });
});
