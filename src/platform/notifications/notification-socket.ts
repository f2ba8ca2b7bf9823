// Spec §4, §9: after login a STOMP connection opens, heart-beating every 2000 ms each way, subscribed to the user's
// notificationReminder and notificationChanged queues. The browser's session cookie goes with the upgrade request,
// which is how the server knows who connects. Issue 29: a connection that drops (a phone changing networks) is opened
// again after a back-off with jitter — 1 s, 2 s, 4 s … at most 30 s, each between half and all of it, so a fleet of
// phones that lost the server at once does not come back at once — and the caller is told, to read the unread
// counts again. A server that refuses the connection (the session has ended) ends it for good, as does close().
import { Client, type IMessage, type IStompSocket } from '@stomp/stompjs';
import { WEBSOCKET_HEARTBEAT_MS, WEBSOCKET_RECONNECT_FIRST_MS, WEBSOCKET_RECONNECT_MAX_MS } from '../../../common/constants';
import type { NotificationMessage } from './notification-events';
import { NOTIFICATION_QUEUES, notificationSocketUrl, queueDestination, type NotificationQueue } from './notification-paths';

export type NotificationLinkChange = 'open' | 'reconnecting';

export interface NotificationSocketOptions {
  /** The login status id: the queues are the user's own. */
  userId: string;
  onMessage(message: NotificationMessage): void;
  /** Told when the connection is up again after a drop ('open', with both subscriptions confirmed) and when it drops ('reconnecting'). */
  onLinkChange?(change: NotificationLinkChange): void;
  /** By default the page's own host (notificationSocketUrl). */
  brokerURL?: string;
  /** Instead of brokerURL: a socket made elsewhere (Node tests pass one carrying the session cookie). */
  webSocketFactory?: () => IStompSocket;
  /** The wait before the attempt after `attempt` failed ones (from 0); reconnectDelay by default. For tests. */
  delayBefore?(attempt: number): number;
}

export interface NotificationSocket {
  /** Resolves once the server confirmed both subscriptions (RECEIPT) the first time; rejects when it refuses for good or is closed first. */
  readonly connected: Promise<void>;
  /** Resolves when the connection has ended for good: refused by the server, or closed. */
  readonly closed: Promise<void>;
  /** Sends DISCONNECT, closes the socket and stops reconnecting. */
  close(): Promise<void>;
}

/** Truncated exponential back-off with jitter: the wait before a reconnect after `attempt` failed ones, in ms. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(WEBSOCKET_RECONNECT_MAX_MS, WEBSOCKET_RECONNECT_FIRST_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** The refusals that end the connection for good: the login is gone or may not listen (server/stomp/stomp-session.ts). Any other (a heart-beat timeout of a throttled background tab, too many connections) is retried. */
const FINAL_REFUSALS = new Set(['Not authenticated', 'Session ended', 'Forbidden', 'Forbidden destination']);

/** A frame's JSON object body; anything else (no body, not JSON, not an object) is logged and read as {}. */
function bodyOf(message: IMessage): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(message.body);
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // logged below
  }
  console.warn('[notifications] a message without a JSON object body arrived:', message.body);
  return {};
}

export function openNotificationSocket(options: NotificationSocketOptions): NotificationSocket {
  let markConnected!: () => void;
  let failConnection!: (error: Error) => void;
  const connected = new Promise<void>((resolve, reject) => {
    markConnected = resolve;
    failConnection = reject;
  });
  // Nobody has to wait for the connection; a refusal is reported through the log below.
  connected.catch(() => undefined);
  let markClosed!: () => void;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  const delayBefore = options.delayBefore ?? reconnectDelay;
  let ended = false;
  let everConnected = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let client: Client | undefined;

  const end = () => {
    ended = true;
    failConnection(new Error('the notification connection ended before it was established'));
    if (retry !== undefined) clearTimeout(retry);
    markClosed();
  };

  const connect = () => {
    let refused = false;
    let up = false;
    const attempt: Client = new Client({
      ...(options.webSocketFactory ? { webSocketFactory: options.webSocketFactory } : { brokerURL: options.brokerURL ?? notificationSocketUrl() }),
      heartbeatIncoming: WEBSOCKET_HEARTBEAT_MS,
      heartbeatOutgoing: WEBSOCKET_HEARTBEAT_MS,
      // Each attempt is a client of its own, opened by the back-off below.
      reconnectDelay: 0,
      onConnect: () => {
        const confirmations = NOTIFICATION_QUEUES.map((queue: NotificationQueue) => {
          const receipt = `subscribe-${queue}`;
          const confirmed = new Promise<void>((resolve) => attempt.watchForReceipt(receipt, () => resolve()));
          attempt.subscribe(queueDestination(options.userId, queue), (message) => options.onMessage({ queue, body: bodyOf(message) }), { receipt });
          return confirmed;
        });
        void Promise.all(confirmations).then(() => {
          up = true;
          failures = 0;
          if (everConnected) options.onLinkChange?.('open');
          everConnected = true;
          markConnected();
        });
      },
      onStompError: (frame) => {
        const reason = frame.headers.message ?? frame.body;
        console.warn('[notifications] the server refused the notification connection:', reason);
        if (FINAL_REFUSALS.has(reason)) {
          refused = true;
          failConnection(new Error(`STOMP ERROR: ${reason}`));
        }
      },
      onWebSocketClose: () => {
        void attempt.deactivate();
        if (ended) return;
        if (refused) {
          end();
          return;
        }
        // Not refused: it is tried again, and `connected` waits for it (a page opened offline connects once online).
        if (!everConnected) options.onLinkChange?.('reconnecting');
        if (up) {
          console.warn('[notifications] the notification connection closed; reconnecting');
          options.onLinkChange?.('reconnecting');
        }
        retry = setTimeout(() => {
          retry = undefined;
          if (!ended) connect();
        }, delayBefore(failures));
        failures += 1;
      },
    });
    client = attempt;
    attempt.activate();
  };
  connect();

  return {
    connected,
    closed,
    close: async () => {
      end();
      await client?.deactivate();
    },
  };
}
