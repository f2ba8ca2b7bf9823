// Spec §4, §9: after login a STOMP connection opens, heart-beating every 2000 ms each way, with no reconnect,
// subscribed to the user's notificationReminder and notificationChanged queues. The browser's session cookie
// goes with the upgrade request, which is how the server knows who connects.
import { Client, type IMessage, type IStompSocket } from '@stomp/stompjs';
import { WEBSOCKET_HEARTBEAT_MS, WEBSOCKET_RECONNECT_DELAY_MS } from '../../../common/constants';
import type { NotificationMessage } from './notification-events';
import { NOTIFICATION_QUEUES, notificationSocketUrl, queueDestination, type NotificationQueue } from './notification-paths';

export interface NotificationSocketOptions {
  /** The login status id: the queues are the user's own. */
  userId: string;
  onMessage(message: NotificationMessage): void;
  /** By default the page's own host (notificationSocketUrl). */
  brokerURL?: string;
  /** Instead of brokerURL: a socket made elsewhere (Node tests pass one carrying the session cookie). */
  webSocketFactory?: () => IStompSocket;
}

export interface NotificationSocket {
  /** Resolves once the server confirmed both subscriptions (RECEIPT); rejects when it refuses or the socket closes first. */
  readonly connected: Promise<void>;
  /** Resolves when the socket has closed by itself (the server ended it); no reconnect follows. */
  readonly closed: Promise<void>;
  /** Sends DISCONNECT and closes the socket. */
  close(): Promise<void>;
}

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
  let closing = false;

  const client = new Client({
    ...(options.webSocketFactory ? { webSocketFactory: options.webSocketFactory } : { brokerURL: options.brokerURL ?? notificationSocketUrl() }),
    heartbeatIncoming: WEBSOCKET_HEARTBEAT_MS,
    heartbeatOutgoing: WEBSOCKET_HEARTBEAT_MS,
    reconnectDelay: WEBSOCKET_RECONNECT_DELAY_MS,
    onConnect: () => {
      const confirmations = NOTIFICATION_QUEUES.map((queue: NotificationQueue) => {
        const receipt = `subscribe-${queue}`;
        const confirmed = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
        client.subscribe(queueDestination(options.userId, queue), (message) => options.onMessage({ queue, body: bodyOf(message) }), { receipt });
        return confirmed;
      });
      void Promise.all(confirmations).then(markConnected);
    },
    onStompError: (frame) => {
      const reason = frame.headers.message ?? frame.body;
      console.warn('[notifications] the server refused the notification connection:', reason);
      failConnection(new Error(`STOMP ERROR: ${reason}`));
    },
    onWebSocketClose: () => {
      failConnection(new Error('the notification connection closed before it was established'));
      // Spec §4: no reconnect — the page goes on without live notifications until it is loaded again.
      if (!closing) console.warn('[notifications] the notification connection closed; it is not reopened');
      markClosed();
    },
  });
  client.activate();

  return {
    connected,
    closed,
    close: async () => {
      closing = true;
      await client.deactivate();
      markClosed();
    },
  };
}
