// Configuration of accounts and sessions, from the environment (server/serve.ts) or given by tests.

/** Where login, register and password-retrieve codes go. */
export type CodePortChoice =
  /** The embedded port: the code is written to the server log and listed on /dev/mailbox. */
  | 'dev-mailbox'
  /** The embedded port without the page: the code is written to the server log only. */
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
  codePort: 'dev-mailbox',
  secureCookies: false,
};

/** MEDIA_ENTERPRISE_IDS (comma-separated), CODE_PORT (dev-mailbox | log), COOKIE_SECURE (true | false). */
export function readAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const ids = env.MEDIA_ENTERPRISE_IDS?.split(',').map((id) => id.trim()).filter((id) => id !== '');
  const codePort = env.CODE_PORT || DEFAULT_AUTH_CONFIG.codePort;
  if (codePort !== 'dev-mailbox' && codePort !== 'log') throw new Error(`CODE_PORT must be dev-mailbox or log, not "${codePort}".`);
  const secure = env.COOKIE_SECURE || 'false';
  if (secure !== 'true' && secure !== 'false') throw new Error(`COOKIE_SECURE must be true or false, not "${secure}".`);
  return {
    mediaEnterpriseIds: ids && ids.length > 0 ? ids : DEFAULT_MEDIA_ENTERPRISE_IDS,
    codePort,
    secureCookies: secure === 'true',
  };
}
