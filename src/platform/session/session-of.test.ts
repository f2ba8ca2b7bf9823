import { describe, expect, it } from 'vitest';
import type { Member, PortalUser, SiteTrader } from '../../../common/generated/types';
import { VISITOR } from '../session';
import { sessionOf, type AccountData } from './session-of';

const member: Member = { id: 'm1', name: 'Alex Buyer', udfs: { buyerType: 'Overseas purchaser', whetherToViewAllExhibits: 'N' } };
const siteTrader: SiteTrader = { id: 'st1', name: 'Alex Trading', isGroup: 'N', isSeller: 'N', isBuyer: 'Y', mediaEnterprise: false };
const user: PortalUser = { id: 'u1', email: 'buyer@demo.fair', phone: null, userType: 'BUYER', language: 'en-US', termsAgreed: true, mediaMember: false };
const loaded: AccountData = { member, siteTrader, user, pending: false };

describe('sessionOf', () => {
  it('is a visitor without an authenticated status', () => {
    expect(sessionOf(undefined, loaded)).toBe(VISITOR);
    expect(sessionOf({ isAuthenticated: false }, loaded)).toBe(VISITOR);
  });

  it('maps MEMBER to BUYER and takes the name, company and white list from what loaded', () => {
    const session = sessionOf(
      { isAuthenticated: true, id: 'u1', userType: 'MEMBER', language: 'en-US' },
      { ...loaded, member: { ...member, udfs: { ...member.udfs, whetherToViewAllExhibits: 'Y' } } },
    );
    expect(session).toMatchObject({
      status: 'authenticated',
      id: 'u1',
      userType: 'BUYER',
      companyInfoCompleted: true,
      accountPending: false,
      name: 'Alex Buyer',
      whiteListMember: true,
      mediaMember: false,
    });
  });

  it('has no company and no name while nothing loaded, and says it is still loading', () => {
    const session = sessionOf(
      { isAuthenticated: true, id: 'u2', userType: 'SELLER', language: 'zh-CN' },
      { member: undefined, siteTrader: undefined, user: undefined, pending: true },
    );
    expect(session).toMatchObject({ userType: 'SELLER', companyInfoCompleted: false, accountPending: true, member: null, siteTrader: null });
    expect(session).not.toHaveProperty('name');
  });

  it('counts a media enterprise or a media account as a media member', () => {
    const status = { isAuthenticated: true, id: 'u3', userType: 'BUYER', language: 'en-US' } as const;
    expect(sessionOf(status, { ...loaded, siteTrader: { ...siteTrader, mediaEnterprise: true } })).toMatchObject({ mediaMember: true });
    expect(sessionOf(status, { ...loaded, user: { ...user, mediaMember: true } })).toMatchObject({ mediaMember: true });
  });
});
