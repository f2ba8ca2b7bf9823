// Issue 8, spec §2: the embedded pages (/embeddedpage/index?url=) frame only pages of these origins, and the
// Content-Security-Policy's frame-src names exactly them. EMBED_ALLOWED_ORIGINS: comma-separated https origins.

/** The fair's own sites the seeded pages link to: its app, matchmaking, hotel, Hong Kong office and buyer sites. */
export const DEFAULT_EMBED_ALLOWED_ORIGINS: readonly string[] = [
  'https://app.globaltradefair.example',
  'https://matching.globaltradefair.example',
  'https://hotels.globaltradefair.example',
  'https://hk.globaltradefair.example',
  'https://buyer.globaltradefair.example.com',
];

/** An https origin written as such (scheme, host, optional port; no path, no wildcard); undefined otherwise. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    const plainHost = /^[a-z0-9.-]+(?::[0-9]{1,5})?$/.test(url.host);
    return url.protocol === 'https:' && plainHost && url.origin === text.toLowerCase() ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** EMBED_ALLOWED_ORIGINS, or the default list when it is unset; a value that is not an https origin stops the start. */
export function readEmbedAllowedOrigins(env: NodeJS.ProcessEnv): string[] {
  const setting = env.EMBED_ALLOWED_ORIGINS;
  if (setting === undefined) return [...DEFAULT_EMBED_ALLOWED_ORIGINS];
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const origin = originOf(entry);
      if (origin === undefined) throw new Error(`EMBED_ALLOWED_ORIGINS: "${entry}" is not an https origin such as https://partner.example.com`);
      return origin;
    });
}
