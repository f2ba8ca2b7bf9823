// Spec §4: what a logged-in user gets live — the notification connection (every message refreshes the unread
// count; a notificationReminder also raises the new-message notice and sound) and, for the roles with IM, the
// IM. Loaded only after login (SessionNotifications.tsx), closed on logout and when the user changes.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { validateNotificationReminderEvent } from '../../../common/generated/validators.js';
import { translate } from '../../../common/i18n/messages';
import { imSubsiteOf } from '../im/im-paths';
import { getCurrentLanguage } from '../../../common/language';
import type { UserType } from '../session';
import { onLogout } from '../session/logout-hooks';
import { showToast } from '../toast';
import { createNewMessageSound, type NewMessageSound } from './new-message-sound';
import { publishNotificationMessage, type NotificationMessage } from './notification-events';
import { setNotificationLinkState } from './notification-link';
import { openNotificationSocket, type NotificationSocketOptions } from './notification-socket';
import { notificationKeys } from './unread-info';

const InstantMessaging = lazy(() => import('../im/InstantMessaging').then((module) => ({ default: module.InstantMessaging })));

/** Spec §4: the new-message notice, with the notification's title when the reminder is as the schema says. */
export function newMessageNotice(body: NotificationMessage['body']): string {
  const language = getCurrentLanguage();
  const title = validateNotificationReminderEvent(body) ? body.title.trim() : '';
  return title ? translate(language, 'notifications.newMessageTitled', { title }) : translate(language, 'notifications.newMessage');
}

function createSound(): NewMessageSound {
  return createNewMessageSound({ onBlocked: () => showToast(translate(getCurrentLanguage(), 'sound.notice')) });
}

interface Props {
  userId: string;
  userType: UserType;
  /** Whether the user has the IM of their role: not a media member (spec §6), and known to be none. */
  instantMessaging?: boolean;
  /** For tests: where the socket goes (the page's own host otherwise). */
  socket?: Pick<NotificationSocketOptions, 'brokerURL' | 'webSocketFactory'>;
}

export function UserNotifications({ userId, userType, instantMessaging = true, socket }: Props) {
  const client = useQueryClient();
  const [sound] = useState(createSound);

  useEffect(() => {
    let current = true;
    const connection = openNotificationSocket({
      ...socket,
      userId,
      onMessage: (message) => {
        void client.invalidateQueries({ queryKey: notificationKeys.all() });
        if (message.queue === 'notificationReminder') {
          showToast(newMessageNotice(message.body));
          sound.ring();
        }
        publishNotificationMessage(message);
      },
      // Issue 29: back after a drop — what came meanwhile is read again.
      onLinkChange: (change) => {
        if (!current) return;
        if (change === 'open') void client.invalidateQueries({ queryKey: notificationKeys.all() });
        setNotificationLinkState(change === 'open' ? 'open' : 'connecting');
      },
    });
    // Spec §2 header IM status: the local IM is as connected as this link. Only this user's connection tells.
    setNotificationLinkState('connecting');
    void connection.connected.then(
      () => current && setNotificationLinkState('open'),
      () => current && setNotificationLinkState('closed'),
    );
    void connection.closed.then(() => current && setNotificationLinkState('closed'));
    const closeOnLogout = onLogout(() => connection.close());
    return () => {
      current = false;
      closeOnLogout();
      void connection.close();
    };
  }, [userId, client, sound, socket]);

  const imSubsite = imSubsiteOf(userType);
  if (!imSubsite || !instantMessaging) return null;
  return (
    <Suspense fallback={null}>
      <InstantMessaging userId={userId} subsite={imSubsite} onNewMessage={sound.ring} />
    </Suspense>
  );
}
