import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';

/** STOMP over WebSocket's subprotocols (spec 1.2, "WebSocket"), most recent first. */
export const STOMP_SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'] as const;

// A client sends a handful of small frames: anything larger is closed with 1009 before it is read.
const MAX_MESSAGE_BYTES = 65_536;

/** WebSocket for the notification socket (server/stomp/). ws would answer the first protocol offered. */
export async function registerWebSocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES, handleProtocols: pickStompSubprotocol } });
}

export function pickStompSubprotocol(offered: Set<string>): string | false {
  return STOMP_SUBPROTOCOLS.find((protocol) => offered.has(protocol)) ?? false;
}
