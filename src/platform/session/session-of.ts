// Spec §3, §6: the Session the page reads, put together from the login status and what loads after login.
import type { LoginStatus, Member, PortalUser, SiteTrader } from '../../../common/generated/types';
import { userTypeOf, VISITOR, type Session } from '../session';

export interface AccountData {
  /** undefined while loading (or failed); null when the server has none. */
  member: Member | null | undefined;
  siteTrader: SiteTrader | null | undefined;
  user: PortalUser | undefined;
  pending: boolean;
}

export function sessionOf(status: LoginStatus | undefined, account: AccountData): Session {
  if (!status?.isAuthenticated) return VISITOR;
  const userType = userTypeOf(status.userType);
  if (!userType) return VISITOR;
  const { member, siteTrader, user } = account;
  return {
    status: 'authenticated',
    id: status.id,
    userType,
    companyInfoCompleted: Boolean(siteTrader),
    accountPending: account.pending,
    ...(member ? { name: member.name } : {}),
    member: member ?? null,
    siteTrader: siteTrader ?? null,
    mediaMember: user?.mediaMember === true || siteTrader?.mediaEnterprise === true,
    whiteListMember: member?.udfs.whetherToViewAllExhibits === 'Y',
  };
}
