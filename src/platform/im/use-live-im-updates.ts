// Spec §4: the local IM's messages and read receipts arrive over the notification connection
// (notificationChanged, source IM). The IM page's list and open conversation follow them without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isImEvent, onNotificationMessage } from '../notifications/notification-events';
import { refreshAfterImEvent, refreshConversations } from './local-im-queries';

export function useLiveImUpdates(userId: string): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onNotificationMessage((message) => {
        if (message.queue !== 'notificationChanged' || !isImEvent(message)) return;
        // A read receipt ({ reason: 'read' }, from this or another window) changes unread counts only.
        if (message.body.reason === 'read') {
          void refreshConversations(client, userId);
          return;
        }
        // A new message names its sender (peerId); without one, every conversation in the cache is asked again.
        const peerId = typeof message.body.peerId === 'string' ? message.body.peerId : undefined;
        void refreshAfterImEvent(client, userId, peerId);
      }),
    [client, userId],
  );
}
