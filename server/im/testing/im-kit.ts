// For the IM tests (*.test.ts only): a seeded portal with the demo accounts logged in, the IM events the
// notification bus carried, and calls with a session and an X-IM-Sig.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { loginAs, type TestLogin } from '../../auth/testing/login.js';
import type { UserEvent } from '../../bus/notification-bus.js';
import type { TestDatabaseKind } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';
import { IM_SIG_HEADER } from '../im-access.js';

// fixtures/seed/accounts.json: the account ids are the imUserIds.
export const ACCOUNTS = {
  buyer: 'acc-buyer',
  /** member@demo.fair: stored as MEMBER, a buyer. */
  member: 'acc-member',
  /** newbuyer@demo.fair: a buyer without company information. */
  newbuyer: 'acc-newbuyer',
  seller: 'acc-seller',
  group: 'acc-group',
  /** employee@demo.fair: the default customer-service account of the kefu exchange (KEFU_ACCOUNT). */
  service: 'acc-employee',
  media: 'acc-media',
  disabled: 'acc-disabled',
} as const;

const LOGINS = {
  buyer: 'buyer@demo.fair',
  member: 'member@demo.fair',
  newbuyer: 'newbuyer@demo.fair',
  seller: 'seller@demo.fair',
  group: 'group@demo.fair',
  employee: 'employee@demo.fair',
  media: 'media@demo.fair',
} as const;

export type Who = keyof typeof LOGINS;

/** fixtures/seed/im.json: the demo conversation between buyer@ and seller@, its last message unread by the buyer. */
export const SEEDED_TEXTS = [
  'Hello, we are interested in your Cordless Drill 20V. Do you offer OEM packaging?',
  'Hello Alex, yes: OEM packaging is available from 500 pieces. Shall I send you our catalogue?',
  'Yes, please, with your FOB price for 1,000 pieces.',
  'The catalogue is on its way to your e-mail. For 1,000 pieces we can offer FOB Guangzhou USD 18.50 each.',
];

export interface ImPortal extends TestApp {
  sessions: Record<Who, TestLogin>;
  /** Every event published on the app's notification bus since the portal opened. */
  events: UserEvent[];
}

/** A migrated, seeded portal on the database, everyone logged in, opened before the describe's tests. */
export function openImPortal(kind: TestDatabaseKind): ImPortal {
  const portal = {} as ImPortal;
  beforeAll(async () => {
    const opened = await openTestApp(kind);
    // Seven logins, each a scrypt hash of 32 MiB: side by side they take the pool's threads at once, not one by one.
    const logins = await Promise.all(Object.entries(LOGINS).map(async ([who, account]) => [who, await loginAs(opened.app, account)] as const));
    const sessions = Object.fromEntries(logins) as Record<Who, TestLogin>;
    const events: UserEvent[] = [];
    opened.app.notificationBus.subscribe((event) => events.push(event));
    Object.assign(portal, opened, { sessions, events });
  });
  afterAll(() => portal.close?.());
  return portal;
}

export interface ImCall {
  method?: 'GET' | 'POST';
  url: string;
  payload?: InjectOptions['payload'];
  session?: TestLogin;
  imUserSig?: string;
  language?: 'en-US' | 'zh-CN';
}

export function imCall(app: FastifyInstance, { method = 'GET', url, payload, session, imUserSig, language = 'en-US' }: ImCall) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { 'accept-language': language, ...session?.headers, ...(imUserSig === undefined ? {} : { [IM_SIG_HEADER]: imUserSig }) },
  });
}

/** The imUserSig the signature endpoint gives the session under its subsite. */
export async function signatureOf(app: FastifyInstance, session: TestLogin, subsite: 'member' | 'seller' | 'work'): Promise<string> {
  const response = await imCall(app, { url: `/${subsite}/api/tim/signature/self`, session });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ imUserSig: string }>().imUserSig;
}

export function expectError(response: LightMyRequestResponse, statusCode: number, errorCode: string, errorMessage?: string): void {
  expect(response.statusCode, response.body).toBe(statusCode);
  const body = response.json<{ errorList: { errorCode: string; errorMessage: string }[] }>();
  expect(body.errorList[0]?.errorCode).toBe(errorCode);
  if (errorMessage !== undefined) expect(body.errorList[0]?.errorMessage).toBe(errorMessage);
}
