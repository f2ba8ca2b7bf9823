// Spec §3 (guide flag), §4: the one-time user-centre guide tip. It is visible if logged in, not dismissed and
// company info loaded; dismissing it stores the user id in a list of ids kept in localStorage, so each user
// of the browser sees it once.
import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../platform/browser-storage';
import type { Session } from '../../platform/session';

export const USER_CENTER_GUIDE_KEY = 'userCenterGuide.dismissedBy';

let corruptionLogged = false;

/** The ids that dismissed the tip. A list that cannot be read counts as empty (said once in the console). */
export function guideDismissedBy(): readonly string[] {
  const stored = readStored('local', USER_CENTER_GUIDE_KEY);
  if (!stored) return [];
  try {
    const ids: unknown = JSON.parse(stored);
    if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) return ids;
  } catch {
    // Reported below, like any other shape that is not a list of ids.
  }
  if (!corruptionLogged) console.warn('[user-center-guide] the stored list of ids is unreadable; treated as empty', stored);
  corruptionLogged = true;
  return [];
}

export function dismissUserCenterGuide(userId: string): void {
  const ids = guideDismissedBy();
  if (!ids.includes(userId)) writeStored('local', USER_CENTER_GUIDE_KEY, JSON.stringify([...ids, userId]));
}

/** Spec §4: logged in, company info loaded (the site trader, not still loading after login), not dismissed. */
export function userCenterGuideVisible(session: Session, dismissedBy: readonly string[]): boolean {
  return session.status === 'authenticated' && session.companyInfoCompleted && !session.accountPending && !dismissedBy.includes(session.id);
}

/** Whether the tip shows for the session, and how to dismiss it for the session's user. */
export function useUserCenterGuide(session: Session): [visible: boolean, dismiss: () => void] {
  const [dismissedBy, setDismissedBy] = useState(guideDismissedBy);
  const userId = session.status === 'authenticated' ? session.id : undefined;
  const dismiss = useCallback(() => {
    if (!userId) return;
    dismissUserCenterGuide(userId);
    setDismissedBy(guideDismissedBy());
  }, [userId]);
  return [userCenterGuideVisible(session, dismissedBy), dismiss];
}
