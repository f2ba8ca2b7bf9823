import type { Session } from '../session';

/**
 * The account whose follows and exchanges a page may read: a logged-in buyer's (MEMBER is mapped to BUYER).
 * Nobody else may call those lists (the server answers 401/403), so for them nothing is asked.
 */
export function buyerAccountOf(session: Session): string | undefined {
  return session.status === 'authenticated' && session.userType === 'BUYER' ? session.id : undefined;
}
