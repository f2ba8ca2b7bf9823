import { describe, expect, it } from 'vitest';
import { negotiateHeartBeat, parseHeartBeat } from './heart-beat.js';

const SERVER = { canSendMs: 2000, wantsReceiveMs: 2000 };

describe('heart-beat negotiation (STOMP 1.2)', () => {
  it('reads "cx,cy", and a missing header as 0,0', () => {
    expect(parseHeartBeat('10000,500')).toEqual({ canSendMs: 10000, wantsReceiveMs: 500 });
    expect(parseHeartBeat(undefined)).toEqual({ canSendMs: 0, wantsReceiveMs: 0 });
  });

  it.each(['', '2000', '2000;2000', '-1,0', 'a,b', '2000,2000,0'])('refuses the malformed header "%s"', (header) => {
    expect(parseHeartBeat(header)).toBeUndefined();
  });

  it.each([
    // client cx,cy  →  server to client, client to server
    ['2000,2000', 2000, 2000],
    ['0,0', 0, 0],
    ['0,2000', 2000, 0],
    ['2000,0', 0, 2000],
    ['10000,10000', 10000, 10000],
    ['500,100', 2000, 2000],
    ['1000,5000', 5000, 2000],
  ])('client %s with the server offering 2000,2000 gives %i ms out and %i ms in', (header, serverToClientMs, clientToServerMs) => {
    const client = parseHeartBeat(header);
    if (!client) throw new Error('unparsed');
    expect(negotiateHeartBeat(client, SERVER)).toEqual({ serverToClientMs, clientToServerMs });
  });

  it('sends nothing either way when the server offers 0,0', () => {
    expect(negotiateHeartBeat({ canSendMs: 2000, wantsReceiveMs: 2000 }, { canSendMs: 0, wantsReceiveMs: 0 })).toEqual({
      serverToClientMs: 0,
      clientToServerMs: 0,
    });
  });
});
