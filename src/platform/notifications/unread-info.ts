// Spec §3, §7: the message centre's unread info — an object of counters by category, summed into one total —
// from GET /{subsite}/api/notificationReminders/self/getUnreadInfo. Refreshed on every notification message
// (UserNotifications invalidates notificationKeys.all()).
import { useQuery } from '@tanstack/react-query';
import type { UnreadInfo } from '../../../common/generated/types';
import { validateUnreadInfo } from '../../../common/generated/validators.js';
import { checkReply } from '../invalid-reply';
import { requestLazily } from '../lazy-request';
import type { UserType } from '../session';
import { sessionKeys } from '../session/keys';
import { unreadInfoPath } from './notification-paths';

/** Under the account's key, so logout forgets the counts with the rest of the account. */
export const notificationKeys = {
  all: () => [...sessionKeys.account(), 'notifications'] as const,
  unreadInfo: (userId: string, userType: UserType) => [...notificationKeys.all(), 'unreadInfo', userId, userType] as const,
};

/** Spec §3: the counters summed into one total. */
export function unreadTotal(info: UnreadInfo): number {
  return Object.values(info).reduce((total: number, count: number) => total + count, 0);
}

export async function fetchUnreadInfo(userType: UserType, signal?: AbortSignal): Promise<UnreadInfo> {
  // A badge that cannot load stays empty; it is no reason to interrupt the page with a toast.
  const reply = await requestLazily<unknown>({ url: unreadInfoPath(userType), signal, suppressErrorToast: true });
  return checkReply(validateUnreadInfo, reply, 'unread info');
}

/** The message centre's unread total of the logged-in user; 0 until it is known (or when it cannot be). */
export function useMessageCentreUnread(userId: string, userType: UserType): number {
  const { data } = useQuery({
    queryKey: notificationKeys.unreadInfo(userId, userType),
    queryFn: ({ signal }) => fetchUnreadInfo(userType, signal),
    select: unreadTotal,
  });
  return data ?? 0;
}
