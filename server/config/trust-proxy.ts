// TRUST_PROXY: which proxies in front of the portal may tell it the client's address (X-Forwarded-For) and
// scheme. Without it every visitor behind the HTTPS proxy that COOKIE_SECURE implies has the proxy's address, so
// one client's bad logins throttle everyone and the API's per-client budget is the whole site's. Never "trust
// everything": then any client could name any address and slip every per-address limit.

/** Fastify's `trustProxy`: false, the proxies' addresses and CIDR ranges, or "the nearest n hops". */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const ADDRESS_OR_RANGE = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-fA-F:]+)(?:\/[0-9]{1,3})?$/;

/** TRUST_PROXY: unset → trust none; `1`, `2` … → that many proxies in front; `10.0.0.1,10.0.0.0/8,::1` → those. */
export function readTrustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return false;
  if (/^[0-9]+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY must be 1 to 10 proxies in front, or their addresses, not "${value}".`);
    // proxy-addr asks for each address from the socket outwards: hop 0 is the socket's peer, the nearest proxy.
    return (_address, hop) => hop < hops;
  }
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const wrong = addresses.find((address) => !ADDRESS_OR_RANGE.test(address));
  if (wrong !== undefined || addresses.length === 0) {
    throw new Error(`TRUST_PROXY must be a proxy count (1 to 10) or comma-separated proxy addresses and CIDR ranges, not "${wrong ?? value}".`);
  }
  return addresses;
}
