// The config CLI through a running portal's operator API, signed in as an employee: the way to change pages while
// the site is up (the embedded database has one owner, the portal). Credentials come from --email/--password or
// PORTAL_OPERATOR_EMAIL/PORTAL_OPERATOR_PASSWORD, never from a file; the password travels RSA-encrypted under the
// portal's login key, as the login page sends it.
import { constants, publicEncrypt } from 'node:crypto';
import type { ErrorItem } from '../../common/generated/types.js';
import { CliRefusal, type ConfigError, type ConfigStore, type PublishTarget } from './config-store.js';

export interface PortalCredentials {
  email: string;
  password: string;
}

interface Answer {
  status: number;
  body: unknown;
}

const ACCESS_COOKIE = 'portal_access';
const XSRF_COOKIE = 'XSRF-TOKEN';

/** Signs in at `url`, runs `work` on the portal's operator API, and signs out again. */
export async function withPortalStore<T>(url: string, credentials: PortalCredentials, work: (store: ConfigStore) => Promise<T>): Promise<T> {
  const portal = new PortalClient(new URL(url));
  await portal.logIn(credentials);
  try {
    return await work(portalStore(portal));
  } finally {
    await portal.logOut();
  }
}

function portalStore(portal: PortalClient): ConfigStore {
  const base = (target: PublishTarget) => `/work/api/pageConfigs/${encodeURIComponent(target.page)}`;
  const lang = (target: PublishTarget) => `lang=${encodeURIComponent(target.language)}`;
  const liveVersion = async (target: PublishTarget) => {
    const answer = await portal.call('GET', `${base(target)}?${lang(target)}`);
    if (answer.status === 404) return 0;
    return (expectOk(answer) as { liveVersion: number }).liveVersion;
  };
  return {
    liveVersion,
    async versionDocument(target, version) {
      const answer = await portal.call('GET', `${base(target)}/versions/${version}?${lang(target)}`);
      if (answer.status === 404) return undefined;
      return (expectOk(answer) as { document: Record<string, unknown> }).document;
    },
    async saveDraft(target, document) {
      const baseVersion = await liveVersion(target);
      const draft = expectOk(await portal.call('POST', `${base(target)}/drafts?${lang(target)}`, { baseVersion, document })) as {
        id: string;
        errors: ConfigError[];
      };
      return { id: draft.id, errors: draft.errors };
    },
    async publish(target, document) {
      const errors = await this.validate?.(target, document);
      if (errors && errors.length > 0) return { outcome: 'invalid', errors };
      const { id } = await this.saveDraft(target, document as Record<string, unknown>);
      const answer = await portal.call('POST', `${base(target)}/drafts/${id}/publish?${lang(target)}`);
      if (answer.status === 400) return { outcome: 'invalid', errors: configErrorsOf(answer) };
      return { outcome: 'published', version: (expectOk(answer) as { version: number }).version };
    },
    async rollBack(target, version) {
      const answer = await portal.call('POST', `${base(target)}/rollback?${lang(target)}`, { version });
      if (answer.status === 404) return { outcome: 'notFound' };
      if (answer.status === 400) return { outcome: 'invalid', errors: configErrorsOf(answer) };
      return { outcome: 'live', liveVersion: (expectOk(answer) as { liveVersion: number }).liveVersion };
    },
    async validate(target, document) {
      return (expectOk(await portal.call('POST', `${base(target)}/validate?${lang(target)}`, { document })) as { errors: ConfigError[] }).errors;
    },
  };
}

/** A session with the portal: its cookies, and the XSRF token every write carries. */
class PortalClient {
  private cookies = new Map<string, string>();

  constructor(private readonly origin: URL) {}

  async logIn({ email, password }: PortalCredentials): Promise<void> {
    const key = expectOk(await this.call('GET', '/api/auth/public-key')) as { publicKey: string };
    const encrypted = publicEncrypt({ key: key.publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password, 'utf8')).toString('base64');
    const answer = await this.call('POST', '/api/auth/login', { account: email, password: encrypted, agreeToTerms: true });
    if (answer.status !== 200) throw new CliRefusal(`Signing in at ${this.origin.origin} as ${email} failed: ${messagesOf(answer)}`);
    if (!this.cookies.has(ACCESS_COOKIE)) throw new CliRefusal(`${this.origin.origin} answered the login without a session cookie: is it the portal?`);
  }

  async logOut(): Promise<void> {
    await this.call('POST', '/public/api/o2oOverseaBuyer/logout').catch(() => undefined);
  }

  async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': 'en-US' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get(XSRF_COOKIE);
    if (method !== 'GET' && xsrf !== undefined) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    let response: Response;
    try {
      response = await fetch(new URL(path, this.origin), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (error) {
      const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new CliRefusal(
        `No portal answers at ${this.origin.origin} (${reason}): start it with npm start, or leave out --url to work on the database directly while no portal runs.`,
      );
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the message.
    }
    return { status: response.status, body: parsed };
  }
}

function expectOk(answer: Answer): unknown {
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  throw new CliRefusal(`The portal refused (${answer.status}): ${messagesOf(answer)}`);
}

function errorItemsOf(answer: Answer): ErrorItem[] {
  const list = (answer.body as { errorList?: unknown } | undefined)?.errorList;
  return Array.isArray(list) ? (list as ErrorItem[]) : [];
}

function messagesOf(answer: Answer): string {
  const items = errorItemsOf(answer);
  return items.length > 0 ? items.map((item) => `${item.errorCode} ${item.errorMessage}`).join('; ') : String(answer.body ?? '');
}

/** The 400's errorList as the database store's errors: the pointer, and the message after it. */
function configErrorsOf(answer: Answer): ConfigError[] {
  return errorItemsOf(answer).map((item) => {
    const pointer = typeof item.pointer === 'string' ? item.pointer : '';
    const prefix = `${pointer === '' ? '/' : pointer} `;
    return { pointer, message: item.errorMessage.startsWith(prefix) ? item.errorMessage.slice(prefix.length) : item.errorMessage };
  });
}
