// Configuration of accounts and sessions, from the environment (server/serve.ts) or given by tests.

/** Where login, register and password-retrieve codes go. */
export type CodePortChoice =
  /**
   * The embedded port with a page: the code is written to the server log and listed on /dev/mailbox, to loopback
   * clients only. Anyone who reads the page can log in as anyone, so it is on only when CODE_PORT asks for it.
   */
  | 'dev-mailbox'
  /** The embedded port: the code is written to the server log only (the default; a newcomer reads the terminal). */
  | 'log';

export interface AuthConfig {
  /** Spec §3: site traders whose ids are listed here are media enterprises. */
  mediaEnterpriseIds: readonly string[];
  codePort: CodePortChoice;
  /** Secure cookies (HTTPS only); on behind a TLS proxy, off for plain http://127.0.0.1. */
  secureCookies: boolean;
}

/** The seeded media company (fixtures/seed/accounts.json). */
export const DEFAULT_MEDIA_ENTERPRISE_IDS: readonly string[] = ['st-media-daily'];

export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  mediaEnterpriseIds: DEFAULT_MEDIA_ENTERPRISE_IDS,
  codePort: 'log',
  secureCookies: false,
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * MEDIA_ENTERPRISE_IDS (comma-separated), CODE_PORT (dev-mailbox | log), COOKIE_SECURE (true | false; by default
 * on, the portal sending HSTS, unless it listens on loopback (HOST) with no proxy in front (TRUST_PROXY), where
 * plain http://127.0.0.1 is the way in).
 */
export function readAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const ids = env.MEDIA_ENTERPRISE_IDS?.split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const codePort = env.CODE_PORT || DEFAULT_AUTH_CONFIG.codePort;
  if (codePort !== 'dev-mailbox' && codePort !== 'log') throw new Error(`CODE_PORT must be dev-mailbox or log, not "${codePort}".`);
  // Behind a proxy (TRUST_PROXY) the portal may listen on loopback, yet people reach it over HTTPS.
  const plainLoopback = LOOPBACK_HOSTS.has(env.HOST || '127.0.0.1') && !env.TRUST_PROXY?.trim();
  const secure = env.COOKIE_SECURE || (plainLoopback ? 'false' : 'true');
  if (secure !== 'true' && secure !== 'false') throw new Error(`COOKIE_SECURE must be true or false, not "${secure}".`);
  return {
    mediaEnterpriseIds: ids && ids.length > 0 ? ids : DEFAULT_MEDIA_ENTERPRISE_IDS,
    codePort,
    secureCookies: secure === 'true',
  };
}
