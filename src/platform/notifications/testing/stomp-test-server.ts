// For the jsdom tests of the notification connection's users (the portal's own STOMP server is tested with the
// real client in notification-socket.portal.test.ts, in Node): a minimal STOMP 1.2 server over `ws` on a free port
// that answers CONNECT, records SUBSCRIBE and DISCONNECT, and sends the MESSAGE frames a test asks for; and
// `ws` sockets for the client (jsdom's global WebSocket is Node's, which does not take jsdom's events).
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { IStompSocket } from '@stomp/stompjs';

interface ServerSocket {
  send(text: string): void;
  close(): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: () => void): void;
}

interface WebSocketServer {
  on(event: 'connection', listener: (socket: ServerSocket) => void): void;
  address(): AddressInfo;
  close(callback: () => void): void;
}

// `ws` (a dependency of @fastify/websocket) ships no types: this names the part of it used.
const require = createRequire(import.meta.url);
const ws = require('ws') as {
  WebSocketServer: new (options: { port: number; host: string }, ready: () => void) => WebSocketServer;
  WebSocket: new (url: string, protocols: string[]) => IStompSocket;
};

/** A client socket factory for the STOMP client, offering the STOMP subprotocols as a browser does. */
export function nodeWebSocketFactory(url: string): () => IStompSocket {
  return () => new ws.WebSocket(url, ['v12.stomp', 'v11.stomp', 'v10.stomp']);
}

export interface ClientFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

export interface StompTestServer {
  url: string;
  /** Every frame clients sent, in order (heart-beat EOLs left out). */
  frames: ClientFrame[];
  /** Sockets opened so far, closed or not. */
  readonly opened: number;
  /** Sockets open now. */
  readonly open: number;
  /** A MESSAGE frame with this JSON body to every subscription of `destination`. */
  send(destination: string, body: unknown): void;
  close(): Promise<void>;
}

function parseFrames(text: string): ClientFrame[] {
  return text
    .split('\0')
    .map((chunk) => chunk.replace(/^(\r?\n)+/, ''))
    .filter((chunk) => chunk !== '')
    .map((chunk) => {
      const headerEnd = chunk.indexOf('\n\n');
      const [command = '', ...lines] = (headerEnd < 0 ? chunk : chunk.slice(0, headerEnd)).split('\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]));
      return { command, headers, body: headerEnd < 0 ? '' : chunk.slice(headerEnd + 2) };
    });
}

function frame(command: string, headers: Record<string, string>, body = ''): string {
  return `${command}\n${Object.entries(headers)
    .map(([name, value]) => `${name}:${value}\n`)
    .join('')}\n${body}\0`;
}

export async function startStompTestServer(): Promise<StompTestServer> {
  const frames: ClientFrame[] = [];
  const sockets = new Set<ServerSocket>();
  const subscriptions = new Map<ServerSocket, { id: string; destination: string }[]>();
  let opened = 0;
  let messageId = 0;
  const server = await new Promise<WebSocketServer>((resolve) => {
    const created: WebSocketServer = new ws.WebSocketServer({ port: 0, host: '127.0.0.1' }, () => resolve(created));
  });

  server.on('connection', (socket) => {
    opened += 1;
    sockets.add(socket);
    subscriptions.set(socket, []);
    socket.on('close', () => {
      sockets.delete(socket);
      subscriptions.delete(socket);
    });
    socket.on('message', (data) => {
      for (const received of parseFrames(data.toString('utf8'))) {
        frames.push(received);
        if (received.command === 'CONNECT' || received.command === 'STOMP') {
          // No heart-beats from this server: the tests are about what the client asks for.
          socket.send(frame('CONNECTED', { version: '1.2', 'heart-beat': '0,0' }));
        } else if (received.command === 'SUBSCRIBE') {
          subscriptions.get(socket)?.push({ id: received.headers.id ?? '', destination: received.headers.destination ?? '' });
          if (received.headers.receipt) socket.send(frame('RECEIPT', { 'receipt-id': received.headers.receipt }));
        } else if (received.command === 'DISCONNECT') {
          if (received.headers.receipt) socket.send(frame('RECEIPT', { 'receipt-id': received.headers.receipt }));
          socket.close();
        }
      }
    });
  });

  return {
    url: `ws://127.0.0.1:${server.address().port}`,
    frames,
    get opened() {
      return opened;
    },
    get open() {
      return sockets.size;
    },
    send(destination, body) {
      for (const [socket, list] of subscriptions) {
        for (const subscription of list.filter((entry) => entry.destination === destination)) {
          messageId += 1;
          socket.send(
            frame(
              'MESSAGE',
              { subscription: subscription.id, 'message-id': String(messageId), destination, 'content-type': 'application/json' },
              JSON.stringify(body),
            ),
          );
        }
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.terminate();
        server.close(() => resolve());
      }),
  };
}
