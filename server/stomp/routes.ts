import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { WEBSOCKET_HEARTBEAT_MS } from '../../common/constants.js';
import type { NotificationBus } from '../bus/notification-bus.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { watchSessionEnds, type EndedSessionFinder } from './session-end-watch.js';
import { StompConnections } from './stomp-connections.js';
import { StompSession, type StompTransport } from './stomp-session.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read per route by @fastify/under-pressure (its types do not declare it): undefined lets the request through. */
    pressureHandler?: () => undefined;
  }
}

/** Spec §7: the notification connection's WebSocket. */
export const NOTIFICATION_SOCKET_PATH = '/websocket/notification/platform';

/** A socket that has not sent CONNECT by then is closed. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** How often the connected logins are checked for their end (./session-end-watch.ts). */
export const SESSION_CHECK_MS = 30_000;

// A client that lets this much pile up unread is not reading: it is dropped rather than buffered for.
const MAX_BUFFERED_BYTES = 1_048_576;
const OPEN = 1;

/** What the STOMP server uses of a `ws` socket (the package ships no types). */
export interface ServerWebSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[]) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

export interface StompRouteOptions {
  /** Spec §9: 2000 ms each way; tests shorten it. */
  heartBeatMs?: number;
  connectTimeoutMs?: number;
  sessionCheckMs?: number;
}

/** STOMP 1.2 over WebSocket at /websocket/notification/platform, delivering the bus's events (spec §4). */
export function stompRoutes(bus: NotificationBus, findEndedSessions: EndedSessionFinder, options: StompRouteOptions = {}): FastifyPluginAsync {
  const heartBeatMs = options.heartBeatMs ?? WEBSOCKET_HEARTBEAT_MS;
  return async (app) => {
    const connections = new StompConnections(bus);
    const stopWatching = watchSessionEnds(connections, findEndedSessions, options.sessionCheckMs ?? SESSION_CHECK_MS, (error) =>
      app.log.error({ err: error }, 'checking the notification connections for ended logins failed'),
    );
    app.addHook('onClose', async () => {
      stopWatching();
      connections.close();
    });

    // Not shed under load (@fastify/under-pressure): a refused upgrade is retried only after a back-off (issue 29),
    // so the page would go without notifications meanwhile, and an upgrade costs one indexed lookup.
    app.route({
      method: 'GET',
      url: NOTIFICATION_SOCKET_PATH,
      config: { pressureHandler: () => undefined },
      // A plain HTTP request, not an upgrade: told so in the spec's error shape (the plugin's default is a bare 404).
      handler: async () => {
        throw new ApiError(400, ErrorCode.badRequest, 'This address takes a WebSocket (STOMP 1.2) connection.');
      },
      wsHandler: (socket: ServerWebSocket, request: FastifyRequest) => {
        const session = new StompSession({
          id: randomUUID(),
          transport: transportOf(socket),
          userId: request.viewer?.accountId ?? null,
          authSessionId: request.viewer?.sessionId ?? null,
          refusal: foreignOrigin(request),
          directory: connections,
          serverHeartBeat: { canSendMs: heartBeatMs, wantsReceiveMs: heartBeatMs },
          connectTimeoutMs: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
        });
        socket.on('message', (data) => session.receive(toBuffer(data)));
        socket.on('close', () => session.closed());
      },
    });
  };
}

function transportOf(socket: ServerWebSocket): StompTransport {
  return {
    send(text) {
      if (socket.readyState !== OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.terminate();
        return;
      }
      socket.send(text);
    },
    close(code, reason) {
      socket.close(code, reason);
    },
  };
}

/**
 * A browser names the page that opens a socket in Origin; the session cookie must not serve a page of
 * another site (cross-site WebSocket hijacking). Clients that are not browsers send no Origin.
 */
function foreignOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  // request.host: the Host header, or X-Forwarded-Host behind a proxy Fastify is told to trust.
  return host !== undefined && host === request.host ? undefined : `Connections are accepted from pages of ${request.host} only.`;
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
