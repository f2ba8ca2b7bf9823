import { describe, expect, it } from 'vitest';
import { VISITOR, type Session, type UserType } from '../../platform/session';
import { workbenchAccess } from './workbench-access';

const as = (userType: UserType): Session => ({ status: 'authenticated', id: 'u1', userType, companyInfoCompleted: true });

describe('the Workbench button’s landing (spec §2, §6)', () => {
  it("sends a buyer in the member area to the personal centre, in the page's language", () => {
    expect(workbenchAccess(as('BUYER'), 'member', 'en-US')).toEqual({ kind: 'redirect', to: '/m/member/usercenter/index?lang=en-US' });
  });

  it.each([
    ['SELLER', 'seller'],
    ['GROUP', 'group'],
    ['EMPLOYEE', 'work'],
  ] as const)('opens the landing of a %s in the %s back office', (userType, backOffice) => {
    expect(workbenchAccess(as(userType), backOffice, 'zh-CN')).toMatchObject({ kind: 'own', role: userType });
  });

  it('sends anyone in another back office on to their own workbench', () => {
    expect(workbenchAccess(as('SELLER'), 'group', 'en-US')).toEqual({ kind: 'elsewhere', own: '/seller/workbench/index?lang=en-US' });
    expect(workbenchAccess(as('BUYER'), 'work', 'zh-CN')).toEqual({ kind: 'elsewhere', own: '/m/member/usercenter/index?lang=zh-CN' });
    expect(workbenchAccess(as('EMPLOYEE'), 'member', 'en-US')).toEqual({ kind: 'elsewhere', own: '/work/workbench/index?lang=en-US' });
  });

  it('asks a visitor to log in', () => {
    expect(workbenchAccess(VISITOR, 'seller', 'en-US')).toEqual({ kind: 'visitor' });
  });

  it('knows no back office but member, seller, group and work', () => {
    expect(workbenchAccess(as('SELLER'), 'vendor', 'en-US')).toEqual({ kind: 'unknown' });
    expect(workbenchAccess(VISITOR, 'm', 'en-US')).toEqual({ kind: 'unknown' });
    expect(workbenchAccess(as('BUYER'), undefined, 'en-US')).toEqual({ kind: 'unknown' });
  });
});
