// Spec §3, §6: who is looking at the page. Sections and pages read it through useSession(); in the app the
// value comes from the login status, member and site trader (session/LiveSessionProvider.tsx), in tests and
// stories from a fixed session. Without a provider everyone is a visitor.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Member, SiteTrader } from '../../common/generated/types';

export type UserType = 'BUYER' | 'SELLER' | 'GROUP' | 'EMPLOYEE';

export interface AuthenticatedSession {
  status: 'authenticated';
  id: string;
  userType: UserType;
  /** Spec §3: the site trader (company) exists; false while it is still loading. */
  companyInfoCompleted: boolean;
  /** True while the member, site trader or user is still loading after login (spec §4). Absent means loaded. */
  accountPending?: boolean;
  /** Spec §3: the member's name; absent when there is no member record. */
  name?: string;
  /** Spec §3: null when no member record exists yet (E214009004). */
  member?: Member | null;
  /** Spec §3: null when company information is not completed. */
  siteTrader?: SiteTrader | null;
  /** Spec §6: a media member (the account's flag, or its company on the media-enterprise list). */
  mediaMember?: boolean;
  /** Spec §3, §6: a white-list member who sees all exhibits (udfs.whetherToViewAllExhibits Y). */
  whiteListMember?: boolean;
}

export type Session = { status: 'visitor' } | AuthenticatedSession;

export const VISITOR: Session = { status: 'visitor' };

interface SessionState {
  session: Session;
  /** The login status is not known yet (the first check of a page without it in its HTML). */
  pending: boolean;
  /** Ends the session as spec §4 says; absent for a fixed session that has no server behind it. */
  logout?: () => Promise<void>;
}

const SessionContext = createContext<SessionState>({ session: VISITOR, pending: false });

interface SessionProviderProps {
  session: Session;
  pending?: boolean;
  logout?: () => Promise<void>;
  children: ReactNode;
}

export function SessionProvider({ session, pending = false, logout, children }: SessionProviderProps) {
  const state = useMemo(() => ({ session, pending, logout }), [session, pending, logout]);
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext).session;
}

/** Whether the login status is still being asked for (then useSession() says visitor for now). */
export function useSessionPending(): boolean {
  return useContext(SessionContext).pending;
}

/** The provider's logout (spec §4), if it has one. */
export function useLogout(): (() => Promise<void>) | undefined {
  return useContext(SessionContext).logout;
}

/** Spec §3: MEMBER is mapped to BUYER. */
export function userTypeOf(raw: string): UserType | undefined {
  if (raw === 'MEMBER') return 'BUYER';
  return raw === 'BUYER' || raw === 'SELLER' || raw === 'GROUP' || raw === 'EMPLOYEE' ? raw : undefined;
}
