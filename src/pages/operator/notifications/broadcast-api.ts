// The operators' notices to many (/work/api/notificationBroadcasts, EMPLOYEE only): every reply checked against its schema.
import { useQuery } from '@tanstack/react-query';
import type { BroadcastAudience, NotificationBroadcast, NotificationBroadcastList } from '../../../../common/generated/types';
import { validateNotificationBroadcast, validateNotificationBroadcastList } from '../../../../common/generated/validators.js';
import { checkReply } from '../../../platform/invalid-reply';
import { requestLazily } from '../../../platform/lazy-request';
import { operatorKeys } from '../operator-queries';

export type { BroadcastAudience, NotificationBroadcast };

const BASE = '/work/api/notificationBroadcasts';

export const broadcastKeys = { list: () => [...operatorKeys.all(), 'broadcasts'] as const };

export interface NewBroadcast {
  audience: BroadcastAudience;
  /** Only for one account (ACCOUNT). */
  email?: string;
  title: string;
  content: string;
}

/** Sends the notice; E404_NOT_FOUND when no account has that email, E400_SENSITIVE_CONTENT for a sensitive word. */
export async function sendBroadcast(notice: NewBroadcast): Promise<NotificationBroadcast> {
  const reply = await requestLazily<unknown>({ method: 'POST', url: BASE, data: notice, suppressErrorToast: true });
  return checkReply(validateNotificationBroadcast, reply, 'notification broadcast');
}

export function useBroadcasts() {
  return useQuery({
    queryKey: broadcastKeys.list(),
    queryFn: async (): Promise<NotificationBroadcastList> =>
      checkReply(validateNotificationBroadcastList, await requestLazily<unknown>({ url: BASE, suppressErrorToast: true }), 'notification broadcasts'),
    refetchOnWindowFocus: false,
  });
}
