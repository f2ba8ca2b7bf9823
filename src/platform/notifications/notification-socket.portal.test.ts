// The browser's STOMP client against the portal's own STOMP server (server/stomp/), listening on a free port;
// in Node the socket is `ws`, given the session cookie the browser would send with the upgrade request.
import type { IStompSocket } from '@stomp/stompjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../../server/auth/testing/login.js';
import { testDatabases, type TestDatabase } from '../../../server/db/testing/databases.js';
import { STOMP_SUBPROTOCOLS } from '../../../server/plugins/websocket.js';
import { listenOn, type ListeningPortal } from '../../../server/stomp/testing/portal.js';
import { NodeWebSocket } from '../../../server/stomp/testing/stomp-client.js';
import type { NotificationMessage } from './notification-events';
import { openNotificationSocket, reconnectDelay, type NotificationSocket, type NotificationSocketOptions } from './notification-socket';

let database: TestDatabase;
let portal: ListeningPortal;
let buyer: { cookie: string; id: string };

beforeAll(async () => {
  database = await testDatabases[0]!.openSeeded();
  portal = await listenOn(database.db);
  const login = await loginAs(portal.app, 'buyer@demo.fair');
  const status = await portal.app.inject({ url: '/api/auth/login/userinfo/public', headers: login.headers });
  buyer = { cookie: login.cookie, id: status.json<{ id: string }>().id };
});

afterAll(async () => {
  await portal?.close();
  await database?.dispose();
});

interface Wire {
  /** Frames the client sent (heart-beat EOLs left out). */
  sent: string[];
  /** Frames the server sent. */
  received: string[];
  sockets: (IStompSocket & { terminate(): void })[];
}

/** Opens the client on `ws` sockets that record their frames. */
function openRecorded(
  cookie: string | undefined,
  onMessage: (message: NotificationMessage) => void = () => undefined,
  more: Pick<NotificationSocketOptions, 'onLinkChange' | 'delayBefore'> = {},
): { socket: NotificationSocket; wire: Wire } {
  const wire: Wire = { sent: [], received: [], sockets: [] };
  const socket = openNotificationSocket({
    ...more,
    userId: buyer.id,
    onMessage,
    webSocketFactory: () => {
      const ws = new NodeWebSocket(portal.socketUrl, [...STOMP_SUBPROTOCOLS], { headers: cookie ? { cookie } : {} });
      const send = ws.send.bind(ws);
      ws.send = (data) => {
        const text = typeof data === 'string' ? data : new TextDecoder().decode(data as ArrayBuffer);
        if (text.trim() !== '') wire.sent.push(text);
        send(data);
      };
      ws.on('message', (data) => wire.received.push(data.toString('utf8')));
      wire.sockets.push(ws as unknown as IStompSocket & { terminate(): void });
      return ws;
    },
  });
  opened.push(socket);
  return { socket, wire };
}

const opened: NotificationSocket[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
  vi.restoreAllMocks();
});

const commandOf = (frame: string) => frame.replace(/^\n+/, '').split('\n')[0];
const framesOf = (frames: string[], command: string) => frames.filter((frame) => commandOf(frame) === command);

describe('the notification connection (spec §4, §9)', () => {
  it('connects with a heart-beat of 2000 ms each way and subscribes to both queues of the user', async () => {
    const { socket, wire } = openRecorded(buyer.cookie);
    await socket.connected;
    const [connect] = wire.sent;
    expect(commandOf(connect!)).toMatch(/^(CONNECT|STOMP)$/);
    expect(connect).toContain('\nheart-beat:2000,2000\n');
    expect(framesOf(wire.received, 'CONNECTED')[0]).toContain('\nheart-beat:2000,2000\n');
    const destinations = framesOf(wire.sent, 'SUBSCRIBE').map((frame) => /\ndestination:([^\n]*)/.exec(frame)?.[1]);
    expect(destinations).toEqual([`/queue/${buyer.id}/notificationReminder`, `/queue/${buyer.id}/notificationChanged`]);
  });

  it('hands every message of either queue over with its queue and JSON body', async () => {
    const messages: NotificationMessage[] = [];
    const { socket } = openRecorded(buyer.cookie, (message) => messages.push(message));
    await socket.connected;
    await portal.app.notificationBus.publish({
      userId: buyer.id,
      queue: 'notificationReminder',
      body: { id: '41', category: 'inquiry', title: 'New inquiry' },
    });
    await portal.app.notificationBus.publish({ userId: buyer.id, queue: 'notificationChanged', body: { reason: 'read' } });
    await expect.poll(() => messages).toHaveLength(2);
    expect(messages).toEqual([
      { queue: 'notificationReminder', body: { id: '41', category: 'inquiry', title: 'New inquiry' } },
      { queue: 'notificationChanged', body: { reason: 'read' } },
    ]);
  });

  it('receives a notification a seller sends to the buyer through the server', async () => {
    const messages: NotificationMessage[] = [];
    const { socket } = openRecorded(buyer.cookie, (message) => messages.push(message));
    await socket.connected;
    const seller = await loginAs(portal.app, 'seller@demo.fair');
    const sent = await portal.app.inject({
      method: 'POST',
      url: '/seller/api/notificationReminders',
      headers: seller.headers,
      payload: { toUserId: buyer.id, title: 'Your sample is ready', content: 'Come to booth 1.1A01.' },
    });
    expect(sent.statusCode).toBeLessThan(300);
    await expect.poll(() => messages.map((message) => message.queue)).toEqual(['notificationReminder']);
    expect(messages[0]!.body).toMatchObject({ title: 'Your sample is ready' });
  });

  it('reconnects after the connection is lost, subscribes again and says so, and stops for good on close (issue 29)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const changes: string[] = [];
    const messages: NotificationMessage[] = [];
    const { socket, wire } = openRecorded(buyer.cookie, (message) => messages.push(message), {
      onLinkChange: (change) => changes.push(change),
      delayBefore: () => 50,
    });
    await socket.connected;
    wire.sockets[0]!.terminate();
    await expect.poll(() => changes).toEqual(['reconnecting', 'open']);
    expect(wire.sockets).toHaveLength(2);
    expect(framesOf(wire.sent, 'SUBSCRIBE')).toHaveLength(4);
    expect(warn).toHaveBeenCalledWith('[notifications] the notification connection closed; reconnecting');
    await portal.app.notificationBus.publish({ userId: buyer.id, queue: 'notificationChanged', body: { reason: 'read' } });
    await expect.poll(() => messages).toEqual([{ queue: 'notificationChanged', body: { reason: 'read' } }]);

    await socket.close();
    await socket.closed;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(wire.sockets).toHaveLength(2);
  });

  it('connects once the server can be reached when the first attempt fails (a page opened offline)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const changes: string[] = [];
    let attempts = 0;
    const socket = openNotificationSocket({
      userId: buyer.id,
      onMessage: () => undefined,
      onLinkChange: (change) => changes.push(change),
      delayBefore: () => 50,
      webSocketFactory: () => {
        attempts += 1;
        // The first attempt goes nowhere (nothing listens on port 9 here); the next reaches the portal.
        const url = attempts === 1 ? 'ws://127.0.0.1:9/' : portal.socketUrl;
        return new NodeWebSocket(url, [...STOMP_SUBPROTOCOLS], { headers: { cookie: buyer.cookie } }) as unknown as IStompSocket;
      },
    });
    opened.push(socket);
    await socket.connected;
    expect(attempts).toBe(2);
    expect(changes[0]).toBe('reconnecting');
  });

  it('waits longer after each failed attempt, with jitter, at most 30 s', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000, 30_000]);
    expect([0, 1, 10].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([500, 1000, 15_000]);
  });

  it('is refused without a session, and then stays closed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { socket, wire } = openRecorded(undefined);
    await expect(socket.connected).rejects.toThrow();
    await socket.closed;
    expect(framesOf(wire.received, 'ERROR')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(wire.sockets).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('[notifications] the server refused the notification connection:', 'Not authenticated');
  });

  it('says DISCONNECT when it is closed', async () => {
    const { socket, wire } = openRecorded(buyer.cookie);
    await socket.connected;
    await socket.close();
    await socket.closed;
    expect(framesOf(wire.sent, 'DISCONNECT')).toHaveLength(1);
  });
});
