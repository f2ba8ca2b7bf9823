import type { StompConnections } from './stomp-connections.js';

/** Of the logins (sessions.id) given, those that have ended: revoked, gone, or their account disabled. */
export type EndedSessionFinder = (authSessionIds: readonly string[]) => Promise<readonly string[]>;

/**
 * A connection is authenticated once, at the upgrade; the login may end later (logout in another tab, a
 * password reset, the account disabled — on any instance). Every `intervalMs` one query finds which of the
 * connected logins have ended, and their connections get an ERROR and close. Returns the stop function.
 */
export function watchSessionEnds(
  connections: StompConnections,
  findEnded: EndedSessionFinder,
  intervalMs: number,
  report: (error: unknown) => void,
): () => void {
  let checking = false;
  const check = async () => {
    const watched = [...connections.all()].filter((session) => session.authSessionId !== null);
    if (watched.length === 0) return;
    const ended = new Set(await findEnded([...new Set(watched.map((session) => session.authSessionId as string))]));
    for (const session of watched) if (ended.has(session.authSessionId as string)) session.sessionEnded();
  };
  const timer = setInterval(() => {
    // A slow database must not pile checks up.
    if (checking) return;
    checking = true;
    check()
      .catch(report)
      .finally(() => (checking = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
