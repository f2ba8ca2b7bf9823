// Who may see a personal centre or a business-card page, and where everyone else is sent instead (issue 25:
// never a dead end). Spec §2: the subsite is member for MEMBER or BUYER, seller for SELLER; groups and
// employees have neither, so their way on is their workbench.
import { businessCardUrl, personalCentreUrl, USER_SUBSITES, workbenchUrl } from '../../platform/account-links';
import type { Language } from '../../../common/language';
import type { AuthenticatedSession, Session, UserType } from '../../platform/session';

/** The roles with a personal centre and business cards of their own (spec §2, §6). */
export type CentreRole = Extract<UserType, 'BUYER' | 'SELLER'>;

export type CentreAccess =
  | { kind: 'visitor' }
  | { kind: 'own'; role: CentreRole; session: AuthenticatedSession }
  /** The person has one of their own, elsewhere: the link to it. */
  | { kind: 'elsewhere'; own: string }
  /** The person's role has none (group, employee): the link to their workbench. */
  | { kind: 'none'; workbench: string };

function centreRoleOf(userType: UserType): CentreRole | undefined {
  return userType === 'BUYER' || userType === 'SELLER' ? userType : undefined;
}

/** /m/{subsite}/usercenter/index: the centre of the person's own subsite, or where theirs is. */
export function personalCentreAccess(session: Session, askedSubsite: string | undefined, language: Language): CentreAccess {
  if (session.status !== 'authenticated') return { kind: 'visitor' };
  const role = centreRoleOf(session.userType);
  const subsite = USER_SUBSITES[session.userType];
  if (!role || !subsite) return { kind: 'none', workbench: workbenchUrl(session.userType, language) };
  return askedSubsite === subsite ? { kind: 'own', role, session } : { kind: 'elsewhere', own: personalCentreUrl(subsite, language) };
}

/** The business-card page of `pageRole` (spec §2: one for buyers or members, one for sellers). */
export function businessCardAccess(session: Session, pageRole: CentreRole, language: Language): CentreAccess {
  if (session.status !== 'authenticated') return { kind: 'visitor' };
  if (session.userType === pageRole) return { kind: 'own', role: pageRole, session };
  const own = businessCardUrl(session.userType, language);
  return own ? { kind: 'elsewhere', own } : { kind: 'none', workbench: workbenchUrl(session.userType, language) };
}
