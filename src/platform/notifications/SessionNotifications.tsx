// Spec §4: the notification connection and the IM exist only for someone logged in; their code (the STOMP
// client, the IM providers) loads then, so a visitor's first load carries none of it.
import { lazy, Suspense } from 'react';
import { useSession } from '../session';

const UserNotifications = lazy(() => import('./UserNotifications').then((module) => ({ default: module.UserNotifications })));

/** Mounted once per page, inside the session's provider. */
export function SessionNotifications() {
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      {/* Spec §6: media members have no IM; whether one is, is known once the account has loaded. */}
      <UserNotifications
        key={session.id}
        userId={session.id}
        userType={session.userType}
        instantMessaging={session.accountPending !== true && session.mediaMember !== true}
      />
    </Suspense>
  );
}
