import type { ReactNode } from 'react';
import { useSession, useSessionPending } from '../../platform/session';
import { AlreadyLoggedIn } from './AlreadyLoggedIn';
import { PendingCard } from './PendingCard';

/** The login and register forms are for visitors: someone logged in is told so (spec §5). */
export function VisitorsOnly({ homeUrl, children }: { homeUrl: string; children: ReactNode }) {
  const session = useSession();
  const pending = useSessionPending();
  if (pending) return <PendingCard />;
  if (session.status === 'authenticated') return <AlreadyLoggedIn homeUrl={homeUrl} />;
  return children;
}
