// STOMP 1.2 heart-beating (https://stomp.github.io/stomp-specification-1.2.html#Heart-beating).

/** A heart-beat header: cx,cy from the client (can send every cx ms, wants one every cy ms); sx,sy from the server. */
export interface HeartBeatHeader {
  canSendMs: number;
  wantsReceiveMs: number;
}

export interface NegotiatedHeartBeat {
  /** The server sends an EOL at least this often; 0: never. */
  serverToClientMs: number;
  /** The client promised to send something this often; 0: no promise, nothing is enforced. */
  clientToServerMs: number;
}

const HEADER = /^(\d{1,9}),(\d{1,9})$/;

/** The header's two numbers; a missing header means 0,0 (no heart-beats); anything else malformed is undefined. */
export function parseHeartBeat(header: string | undefined): HeartBeatHeader | undefined {
  if (header === undefined) return { canSendMs: 0, wantsReceiveMs: 0 };
  const match = HEADER.exec(header.trim());
  if (!match) return undefined;
  return { canSendMs: Number(match[1]), wantsReceiveMs: Number(match[2]) };
}

/**
 * Spec 1.2: from the server to the client, none when sx or cy is 0, else every max(sx, cy) ms; from the
 * client to the server, none when cx or sy is 0, else every max(cx, sy) ms.
 */
export function negotiateHeartBeat(client: HeartBeatHeader, server: HeartBeatHeader): NegotiatedHeartBeat {
  return {
    serverToClientMs: server.canSendMs === 0 || client.wantsReceiveMs === 0 ? 0 : Math.max(server.canSendMs, client.wantsReceiveMs),
    clientToServerMs: client.canSendMs === 0 || server.wantsReceiveMs === 0 ? 0 : Math.max(client.canSendMs, server.wantsReceiveMs),
  };
}
