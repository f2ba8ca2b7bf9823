import { describe, expect, it } from 'vitest';
import {
  businessCardUrl,
  companyCompletionUrl,
  inPageLanguage,
  loginPageUrl,
  passwordRetrieveUrl,
  registerPageUrl,
  transitionPageUrl,
  userLinksOf,
  workbenchUrl,
} from './account-links';

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

  it('completes the company information on the overseas or domestic buyer’s form, with a redirect', () => {
    expect(companyCompletionUrl('en-US', '/m/en-US/?a=1')).toBe(`/en-US/customPages/foreignCreateEnterprise?redirect=${encodeURIComponent('/m/en-US/?a=1')}`);
    expect(companyCompletionUrl('zh-CN', '/m/zh-CN/')).toBe(`/zh-CN/customPages/citizenCreateEnterprise?redirect=${encodeURIComponent('/m/zh-CN/')}`);
  });

  it.each([
    ['BUYER', 'en-US', '/m/member/usercenter/index?lang=en-US'],
    ['SELLER', 'en-US', '/seller/workbench/index?lang=en-US'],
    ['GROUP', 'zh-CN', '/group/workbench/index?lang=zh-CN'],
    ['EMPLOYEE', 'en-US', '/work/workbench/index?lang=en-US'],
  ] as const)('sends a %s to its workbench in the page’s language (%s)', (userType, language, url) => {
    expect(workbenchUrl(userType, language)).toBe(url);
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

  it('opens each user link in the page’s language when it is given', () => {
    expect(userLinksOf('BUYER', 'zh-CN')).toEqual([
      { name: 'messageCentre', url: '/m/member/sitenotificationreminderself/index?lang=zh-CN' },
      { name: 'personalCentre', url: '/m/member/usercenter/index?lang=zh-CN' },
      { name: 'businessCard', url: '/m/member/memberselffollowingmemberbuyer/index?lang=zh-CN' },
    ]);
    expect(userLinksOf('SELLER', 'en-US').map((link) => link.url)).toEqual([
      '/m/seller/sitenotificationreminderself/index?lang=en-US',
      '/m/seller/usercenter/index?lang=en-US',
      '/m/seller/memberselffollowingmemberseller/index?lang=en-US',
    ]);
  });

  it('names the language after a query the link already has', () => {
    expect(inPageLanguage('/seller/instantmessageself/index?to=acc-1', 'en-US')).toBe('/seller/instantmessageself/index?to=acc-1&lang=en-US');
    expect(inPageLanguage('/m/member/usercenter/index', undefined)).toBe('/m/member/usercenter/index');
  });

  it('gives the business-card management of buyers and sellers only', () => {
    expect(businessCardUrl('BUYER', 'en-US')).toBe('/m/member/memberselffollowingmemberbuyer/index?lang=en-US');
    expect(businessCardUrl('SELLER')).toBe('/m/seller/memberselffollowingmemberseller/index');
    expect(businessCardUrl('GROUP', 'en-US')).toBeUndefined();
    expect(businessCardUrl('EMPLOYEE')).toBeUndefined();
  });

  it('gives groups and employees no user links', () => {
    expect(userLinksOf('GROUP')).toEqual([]);
    expect(userLinksOf('EMPLOYEE')).toEqual([]);
  });
});
