// Spec §4: the IM's lifecycle, the same for every provider. It starts for a logged-in user with a known
// subsite; once ready it checks the login status every 5 s and, when the user is no longer logged in, stops
// polling, logs out of the IM and resets unread to 0. Received messages are batched for 1 s; if any of them
// is unread, the count refreshes and a new-message event fires. Spec §2: the header shows the IM status it reports.
import { IM_BATCHING_MS, IM_POLLING_MS } from '../../../common/constants';
import type { ImProvider, ReceivedImMessage } from './im-provider';
import type { ImStatus } from './im-status';

export interface ImSessionOptions {
  provider: ImProvider;
  /** Spec §4: asked every 5 s once the IM is ready; false ends the IM. */
  isLoggedIn(): Promise<boolean>;
  onUnreadCount(count: number): void;
  onNewMessage(): void;
  /** The poll found the user logged out; the IM has stopped by then. */
  onLoggedOut?(): void;
  /**
   * Spec §2 header IM status: connecting while logging in, then the provider's link (online, connecting again,
   * unavailable); unavailable when the login fails and once stopped.
   */
  onStatus?(status: ImStatus): void;
}

export interface ImSession {
  /** Logs in; resolves once the IM is ready and polling. Rejects (and stays stopped) when the login fails. */
  start(): Promise<void>;
  /** Stops polling, logs out of the IM and resets unread to 0; once, however often it is called. */
  stop(): Promise<void>;
  /** Asks the IM for its unread total again (a read elsewhere, a notification). */
  refreshUnread(): Promise<void>;
}

type State = 'new' | 'starting' | 'ready' | 'stopped';

export function createImSession({ provider, isLoggedIn, onUnreadCount, onNewMessage, onLoggedOut, onStatus }: ImSessionOptions): ImSession {
  let state: State = 'new';
  let starting: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let batch: ReceivedImMessage[] = [];
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  let checking = false;
  const unsubscribes: (() => void)[] = [];

  /** While ready, the link's state is the IM's; before and after, the lifecycle says it. */
  function reportConnection(): void {
    if (state === 'ready') onStatus?.(provider.connectionStatus());
  }

  async function refreshUnread(): Promise<void> {
    if (state !== 'ready') return;
    const count = await provider.unreadCount();
    if (state === 'ready') onUnreadCount(count);
  }

  async function flushBatch(): Promise<void> {
    const messages = batch;
    batch = [];
    batchTimer = undefined;
    // Before the IM is ready the count read at ready covers these messages.
    if (state !== 'ready') return;
    try {
      if (!(await provider.anyUnread(messages))) return;
      await refreshUnread();
      if (state === 'ready') onNewMessage();
    } catch (error) {
      console.warn('[im] the received messages could not be checked:', error);
    }
  }

  function receive(messages: readonly ReceivedImMessage[]): void {
    batch.push(...messages);
    batchTimer ??= setTimeout(() => void flushBatch(), IM_BATCHING_MS);
  }

  function refreshQuietly(): void {
    refreshUnread().catch((error: unknown) => console.warn('[im] the unread count could not be refreshed:', error));
  }

  async function checkLoginStatus(): Promise<void> {
    if (checking || state !== 'ready') return;
    checking = true;
    try {
      if (await isLoggedIn()) return;
    } catch (error) {
      // A failed check says nothing about the session; the next one asks again.
      console.warn('[im] the login status could not be checked:', error);
      return;
    } finally {
      checking = false;
    }
    if (state !== 'ready') return;
    await stop();
    onLoggedOut?.();
  }

  async function begin(): Promise<void> {
    unsubscribes.push(provider.onMessagesReceived(receive), provider.onUnreadChanged(refreshQuietly), provider.onConnectionChanged(reportConnection));
    try {
      await provider.login();
    } catch (error) {
      state = 'stopped';
      for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
      onStatus?.('unavailable');
      throw error;
    }
    if (state !== 'starting') return; // stopped while logging in: stop() logs out once this has settled
    state = 'ready';
    reportConnection();
    poll = setInterval(() => void checkLoginStatus(), IM_POLLING_MS);
    await refreshUnread();
  }

  function start(): Promise<void> {
    if (state !== 'new') return starting ?? Promise.resolve();
    state = 'starting';
    onStatus?.('connecting');
    starting = begin();
    return starting;
  }

  async function end(): Promise<void> {
    const wasStarted = state !== 'new';
    state = 'stopped';
    clearInterval(poll);
    clearTimeout(batchTimer);
    batch = [];
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
    onUnreadCount(0);
    onStatus?.('unavailable');
    if (!wasStarted) return;
    // A login still running finishes first, so the logout is not overtaken by it.
    const loggedIn = await (starting ?? Promise.resolve()).then(
      () => true,
      () => false,
    );
    if (loggedIn) await provider.logout();
  }

  function stop(): Promise<void> {
    stopping ??= end();
    return stopping;
  }

  return { start, stop, refreshUnread };
}
