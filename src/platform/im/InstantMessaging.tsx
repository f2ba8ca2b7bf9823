// Spec §4: the IM of a logged-in user with a known subsite (member or seller, §6), from the signature reply's
// provider; its unread count and its status go to the header (im-unread.ts, im-status.ts, spec §2), its
// new-message event to `onNewMessage`.
// Loaded only for such a user (notifications/UserNotifications.tsx), and stopped on logout and when the user
// changes.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LoginStatus } from '../../../common/generated/types';
import { sessionKeys } from '../session/keys';
import { fetchLoginStatus } from '../session/login-status';
import { onLogout } from '../session/logout-hooks';
import { fetchImCredentials } from './im-credentials';
import { createImProvider, type ImConstructor, type ImKind } from './im-provider';
import { createImSession, type ImSession } from './im-session';
import { resetImStatus, setImStatus } from './im-status';
import { setImUnreadCount } from './im-unread';
import { LocalImProvider } from './local-im-provider';
import { TencentImProvider } from './tencent-im-provider';

const IM_CONSTRUCTORS: Record<ImKind, ImConstructor> = { tencent: TencentImProvider, local: LocalImProvider };

interface Props {
  /** The login status id the IM belongs to. */
  userId: string;
  subsite: string;
  onNewMessage(): void;
  /** For tests: other constructors (a stand-in of the Tencent SDK). */
  constructors?: Partial<Record<ImKind, ImConstructor>>;
}

export function InstantMessaging({ userId, subsite, onNewMessage, constructors = IM_CONSTRUCTORS }: Props) {
  const client = useQueryClient();

  useEffect(() => {
    let session: ImSession | undefined;
    let ended = false;
    let lastStatus: LoginStatus | undefined;
    const stopOnLogout = onLogout(() => session?.stop());
    resetImStatus();

    void (async () => {
      try {
        const credentials = await fetchImCredentials(subsite);
        if (ended) return;
        session = createImSession({
          provider: createImProvider(credentials, subsite, constructors),
          isLoggedIn: async () => {
            lastStatus = await fetchLoginStatus();
            return lastStatus.isAuthenticated && lastStatus.id === userId;
          },
          onUnreadCount: setImUnreadCount,
          // An IM this effect has let go of no longer speaks for the header.
          onStatus: (status) => !ended && setImStatus(status),
          onNewMessage,
          // The page learns it too: the session it shows has ended (expired, or logged out in another tab).
          onLoggedOut: () => {
            if (lastStatus) client.setQueryData(sessionKeys.loginStatus(), lastStatus);
          },
        });
        await session.start();
      } catch (error) {
        console.warn('[im] instant messaging did not start:', error);
        if (!ended) setImStatus('unavailable');
      }
    })();

    return () => {
      ended = true;
      stopOnLogout();
      void session?.stop();
      // The next user's IM starts from the beginning.
      resetImStatus();
    };
  }, [userId, subsite, onNewMessage, constructors, client]);

  return null;
}
