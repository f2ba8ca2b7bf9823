// Spec §2, §6: the Workbench button's landing in each back office — member (buyer), seller, group, work
// (employee). A buyer's workbench is the personal centre; anyone in another's back office is sent on to theirs.
import { BACK_OFFICE_PREFIXES, personalCentreUrl, workbenchUrl } from '../../platform/account-links';
import type { Language } from '../../../common/language';
import type { AuthenticatedSession, Session, UserType } from '../../platform/session';

export type WorkbenchRole = Exclude<UserType, 'BUYER'>;

export type WorkbenchAccess =
  /** Not one of the back offices: the not-found page. */
  | { kind: 'unknown' }
  | { kind: 'visitor' }
  /** A buyer in the member area: the personal centre is their workbench. */
  | { kind: 'redirect'; to: string }
  | { kind: 'elsewhere'; own: string }
  | { kind: 'own'; role: WorkbenchRole; session: AuthenticatedSession };

const BACK_OFFICES: readonly string[] = Object.values(BACK_OFFICE_PREFIXES);

export function workbenchAccess(session: Session, backOffice: string | undefined, language: Language): WorkbenchAccess {
  if (!backOffice || !BACK_OFFICES.includes(backOffice)) return { kind: 'unknown' };
  if (session.status !== 'authenticated') return { kind: 'visitor' };
  const { userType } = session;
  if (BACK_OFFICE_PREFIXES[userType] !== backOffice) return { kind: 'elsewhere', own: workbenchUrl(userType, language) };
  if (userType === 'BUYER') return { kind: 'redirect', to: personalCentreUrl(BACK_OFFICE_PREFIXES.BUYER, language) };
  return { kind: 'own', role: userType, session };
}
