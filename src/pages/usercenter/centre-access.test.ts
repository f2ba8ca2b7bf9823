import { describe, expect, it } from 'vitest';
import { VISITOR, type Session, type UserType } from '../../platform/session';
import { businessCardAccess, personalCentreAccess } from './centre-access';

const as = (userType: UserType): Session => ({ status: 'authenticated', id: 'u1', userType, companyInfoCompleted: true });

describe('who gets a personal centre (spec §2: member for BUYER and MEMBER, seller for SELLER)', () => {
  it('asks a visitor to log in', () => {
    expect(personalCentreAccess(VISITOR, 'member', 'en-US')).toEqual({ kind: 'visitor' });
  });

  it("opens a buyer's in the member subsite and a seller's in the seller subsite", () => {
    expect(personalCentreAccess(as('BUYER'), 'member', 'en-US')).toMatchObject({ kind: 'own', role: 'BUYER' });
    expect(personalCentreAccess(as('SELLER'), 'seller', 'en-US')).toMatchObject({ kind: 'own', role: 'SELLER' });
  });

  it('points anyone at another subsite to their own, in the page language', () => {
    expect(personalCentreAccess(as('BUYER'), 'seller', 'zh-CN')).toEqual({ kind: 'elsewhere', own: '/m/member/usercenter/index?lang=zh-CN' });
    expect(personalCentreAccess(as('SELLER'), 'member', 'en-US')).toEqual({ kind: 'elsewhere', own: '/m/seller/usercenter/index?lang=en-US' });
    expect(personalCentreAccess(as('BUYER'), 'en-US', 'en-US')).toEqual({ kind: 'elsewhere', own: '/m/member/usercenter/index?lang=en-US' });
  });

  it('points groups and employees, who have none, to their workbench', () => {
    expect(personalCentreAccess(as('GROUP'), 'member', 'en-US')).toEqual({ kind: 'none', workbench: '/group/workbench/index?lang=en-US' });
    expect(personalCentreAccess(as('EMPLOYEE'), 'work', 'zh-CN')).toEqual({ kind: 'none', workbench: '/work/workbench/index?lang=zh-CN' });
  });
});

describe('who gets a business-card page (spec §2: the route depends on the role)', () => {
  it("opens the buyers' page to a buyer and the sellers' page to a seller", () => {
    expect(businessCardAccess(as('BUYER'), 'BUYER', 'en-US')).toMatchObject({ kind: 'own', role: 'BUYER' });
    expect(businessCardAccess(as('SELLER'), 'SELLER', 'en-US')).toMatchObject({ kind: 'own', role: 'SELLER' });
  });

  it("points a buyer on the sellers' page to theirs, and the other way round", () => {
    expect(businessCardAccess(as('BUYER'), 'SELLER', 'en-US')).toEqual({ kind: 'elsewhere', own: '/m/member/memberselffollowingmemberbuyer/index?lang=en-US' });
    expect(businessCardAccess(as('SELLER'), 'BUYER', 'zh-CN')).toEqual({
      kind: 'elsewhere',
      own: '/m/seller/memberselffollowingmemberseller/index?lang=zh-CN',
    });
  });

  it('points groups and employees to their workbench, and asks a visitor to log in', () => {
    expect(businessCardAccess(as('GROUP'), 'BUYER', 'en-US')).toEqual({ kind: 'none', workbench: '/group/workbench/index?lang=en-US' });
    expect(businessCardAccess(VISITOR, 'SELLER', 'en-US')).toEqual({ kind: 'visitor' });
  });
});
