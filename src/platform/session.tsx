// Spec §3, §6: who is looking at the page. Sections read it through useSession(); the provider's value
// comes from the login status (the session work) — until someone logs in, everyone is a visitor.
import { createContext, useContext, type ReactNode } from 'react';

export type UserType = 'BUYER' | 'SELLER' | 'GROUP' | 'EMPLOYEE';

export type Session =
  | { status: 'visitor' }
  | { status: 'authenticated'; id: string; userType: UserType; companyInfoCompleted: boolean };

export const VISITOR: Session = { status: 'visitor' };

const SessionContext = createContext<Session>(VISITOR);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

/** Spec §3: MEMBER is mapped to BUYER. */
export function userTypeOf(raw: string): UserType | undefined {
  if (raw === 'MEMBER') return 'BUYER';
  return raw === 'BUYER' || raw === 'SELLER' || raw === 'GROUP' || raw === 'EMPLOYEE' ? raw : undefined;
}
