// For tests and the notification bench (not the server): STOMP clients in Node. `ws` (which came with
// @fastify/websocket) is the WebSocket; it has no types here, so this names the part of it used.
import { createRequire } from 'node:module';
import { Client, type IFrame, type IStompSocket } from '@stomp/stompjs';
import { STOMP_SUBPROTOCOLS } from '../../plugins/websocket.js';
import { createArrivals } from './arrivals.js';

interface NodeWebSocket extends IStompSocket {
  readonly protocol: string;
  on(event: 'open', listener: () => void): this;
  on(event: 'message', listener: (data: Buffer) => void): this;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
}

type NodeWebSocketConstructor = new (url: string, protocols: string[], options: { headers: Record<string, string> }) => NodeWebSocket;

const require = createRequire(import.meta.url);
export const NodeWebSocket = require('ws') as NodeWebSocketConstructor;

export interface SocketOptions {
  /** The Cookie header of the upgrade request (a TestLogin's `cookie`). */
  cookie?: string;
  origin?: string;
  protocols?: string[];
}

function upgradeHeaders({ cookie, origin }: SocketOptions): Record<string, string> {
  return { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) };
}

/** A server frame as a test reads it; `heartBeat` for a bare EOL. */
export interface ReceivedFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

export function parseServerFrame(text: string): ReceivedFrame {
  if (text === '\n' || text === '\r\n') return { command: 'heartBeat', headers: {}, body: '' };
  const headerEnd = text.indexOf('\n\n');
  const [command = '', ...lines] = text.slice(0, headerEnd).split('\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    if (!(name in headers)) headers[name] = line.slice(colon + 1);
  }
  const body = text.slice(headerEnd + 2);
  return { command, headers, body: body.endsWith('\0') ? body.slice(0, -1) : body };
}

/** A WebSocket that speaks STOMP by hand, for the frames a real client never sends. */
export interface RawStompSocket {
  readonly protocol: string;
  /** Every frame received so far, heart-beats included. */
  readonly frames: ReceivedFrame[];
  send(text: string): void;
  /** The next frame (not a heart-beat) received after those already read by nextFrame. */
  nextFrame(timeoutMs?: number): Promise<ReceivedFrame>;
  /** Resolves with the close code when the socket closes. */
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function openRawSocket(url: string, options: SocketOptions = {}): Promise<RawStompSocket> {
  const socket = new NodeWebSocket(url, options.protocols ?? [...STOMP_SUBPROTOCOLS], { headers: upgradeHeaders(options) });
  const frames = createArrivals<ReceivedFrame>('frame', (frame) => frame.command !== 'heartBeat');
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      frames.end();
      resolve({ code, reason: reason.toString('utf8') });
    });
  });
  socket.on('message', (data) => frames.add(parseServerFrame(data.toString('utf8'))));
  const raw: RawStompSocket = {
    get protocol() {
      return socket.protocol;
    },
    frames: frames.items,
    closed,
    send: (text) => socket.send(text),
    close: () => socket.close(),
    nextFrame: (timeoutMs = 5_000) => frames.next(timeoutMs),
  };
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve(raw));
    socket.on('error', reject);
  });
}

/** A CONNECT frame as a client writes it. */
export function connectFrame(headers: Record<string, string> = {}): string {
  return frame('CONNECT', { 'accept-version': '1.2,1.1,1.0', host: 'localhost', 'heart-beat': '0,0', ...headers });
}

export function frame(command: string, headers: Record<string, string> = {}, body = ''): string {
  return `${command}\n${Object.entries(headers)
    .map(([name, value]) => `${name}:${value}`)
    .join('\n')}${Object.keys(headers).length > 0 ? '\n' : ''}\n${body}\0`;
}

/** A MESSAGE as the @stomp/stompjs client handed it over. */
export interface ReceivedMessage {
  destination: string;
  headers: Record<string, string>;
  body: unknown;
  receivedAt: number;
}

export interface StompTestClient {
  readonly client: Client;
  /** MESSAGE frames of every subscription, in order. */
  readonly messages: ReceivedMessage[];
  /** SUBSCRIBE with a receipt: resolves once the server has the subscription. */
  subscribe(destination: string, onMessage?: (message: ReceivedMessage) => void): Promise<void>;
  /** The next MESSAGE after those already read by nextMessage. */
  nextMessage(timeoutMs?: number): Promise<ReceivedMessage>;
  /** Resolves with the close code once the socket closes. */
  readonly closed: Promise<number>;
  /** DISCONNECT (with its receipt), then the close. */
  disconnect(): Promise<void>;
}

export interface StompClientOptions extends SocketOptions {
  /** heartbeatIncoming and heartbeatOutgoing, as the browser sets them (spec §9: 2000 ms). */
  heartbeatMs?: number;
}

/** The real @stomp/stompjs client, connected (rejects with the ERROR frame's message when refused). */
export function openStompClient(url: string, options: StompClientOptions = {}): Promise<StompTestClient> {
  const heartbeatMs = options.heartbeatMs ?? 2_000;
  const messages = createArrivals<ReceivedMessage>('MESSAGE');
  let receipts = 0;
  let resolveClosed: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  const client = new Client({
    webSocketFactory: () => new NodeWebSocket(url, options.protocols ?? [...STOMP_SUBPROTOCOLS], { headers: upgradeHeaders(options) }),
    heartbeatIncoming: heartbeatMs,
    heartbeatOutgoing: heartbeatMs,
    reconnectDelay: 0,
    debug: () => {},
  });
  const testClient: StompTestClient = {
    client,
    messages: messages.items,
    closed,
    subscribe(destination, onMessage) {
      receipts += 1;
      const receipt = `subscribe-${receipts}`;
      const done = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      client.subscribe(
        destination,
        (message) => {
          const received = { destination, headers: { ...message.headers }, body: JSON.parse(message.body) as unknown, receivedAt: Date.now() };
          messages.add(received);
          onMessage?.(received);
        },
        { receipt },
      );
      return done;
    },
    nextMessage: (timeoutMs = 5_000) => messages.next(timeoutMs),
    disconnect: () => client.deactivate(),
  };
  return new Promise((resolve, reject) => {
    client.onConnect = () => resolve(testClient);
    client.onStompError = (frame: IFrame) => reject(new Error(`ERROR ${frame.headers.message ?? ''}: ${frame.body}`));
    client.onWebSocketClose = (event: { code?: number }) => {
      resolveClosed(event.code ?? 0);
      reject(new Error(`the socket closed (${event.code ?? '?'}) before CONNECTED`));
    };
    client.onWebSocketError = (event: { message?: string }) => reject(new Error(`the WebSocket failed: ${event.message ?? 'no detail'}`));
    client.activate();
  });
}
