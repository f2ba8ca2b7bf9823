import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(readTrustProxy({})).toBe(false);
    expect(readTrustProxy({ TRUST_PROXY: ' ' })).toBe(false);
  });

  it('reads a count of proxies, or their addresses and ranges', () => {
    const oneHop = readTrustProxy({ TRUST_PROXY: '1' });
    expect(typeof oneHop === 'function' && [oneHop('10.0.0.1', 0), oneHop('203.0.113.9', 1)]).toEqual([true, false]);
    expect(readTrustProxy({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' })).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
  });

  it('refuses "true" (any client could name any address), 0 and anything that is not an address', () => {
    for (const TRUST_PROXY of ['true', '0', '11', 'proxy.example', '10.0.0.1,evil']) expect(() => readTrustProxy({ TRUST_PROXY })).toThrow(/TRUST_PROXY/);
  });

  it("gives Fastify the client's address from X-Forwarded-For behind one proxy, and ignores the header without", async () => {
    const addressOf = async (trustProxy: ReturnType<typeof readTrustProxy>) => {
      const app = Fastify({ trustProxy });
      app.get('/ip', async (request) => request.ip);
      const response = await app.inject({ url: '/ip', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
      await app.close();
      return response.body;
    };
    expect(await addressOf(readTrustProxy({ TRUST_PROXY: '1' }))).toBe('203.0.113.9');
    expect(await addressOf(readTrustProxy({ TRUST_PROXY: '10.0.0.1' }))).toBe('203.0.113.9');
    expect(await addressOf(readTrustProxy({}))).toBe('10.0.0.1');
  });
});
