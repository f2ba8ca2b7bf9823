// For the buyer-action tests (*.test.ts only): the seeded accounts and listings they act on, and the
// refusals every buyer-only endpoint must give.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { translate, type MessageId } from '../../../../common/i18n/messages.js';
import { loginAs, type TestLogin } from '../../../auth/testing/login.js';
import type { TestDatabaseKind } from '../../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../../testing/app.js';

// fixtures/seed/accounts.json, fixtures/seed/catalog.json and fixtures/seed/buyer-actions.json
export const SEED = {
  sellerCompany: 'st-pearl-river-tools',
  groupCompany: 'st-canton-industrial-group',
  /** buyer@demo.fair's own company, which is a buyer, not an exhibitor. */
  buyerCompany: 'st-harbour-imports',
  sellerProduct: 'prd-3001',
  /** A product of the group's company, which is on buyer@demo.fair's blacklist. */
  blacklistedProduct: 'prd-3101',
  /** Upcoming lives (their times are relative to the day of seeding, fixtures/seed/buyer-actions.json). */
  live: 'live-4001',
  otherLive: 'live-4002',
  /** The fair's round-the-clock channel, on now. */
  liveOnNow: 'live-4003',
  endedLive: 'live-4005',
} as const;

export const NON_BUYERS = ['seller@demo.fair', 'group@demo.fair', 'employee@demo.fair'] as const;

export interface Sessions {
  buyer: TestLogin;
  /** member@demo.fair: a buyer stored as MEMBER, with a company, and no blacklist. */
  otherBuyer: TestLogin;
  /** newbuyer@demo.fair: a buyer without company information. */
  buyerWithoutCompany: TestLogin;
  nonBuyers: [account: string, session: TestLogin][];
}

export async function logInEveryone(app: FastifyInstance): Promise<Sessions> {
  const nonBuyers: [string, TestLogin][] = [];
  for (const account of NON_BUYERS) nonBuyers.push([account, await loginAs(app, account)]);
  return {
    buyer: await loginAs(app, 'buyer@demo.fair'),
    otherBuyer: await loginAs(app, 'member@demo.fair'),
    buyerWithoutCompany: await loginAs(app, 'newbuyer@demo.fair'),
    nonBuyers,
  };
}

export interface ActionPortal extends TestApp {
  sessions: Sessions;
}

/**
 * A migrated, seeded portal on the database, opened before the calling describe's tests with every
 * demo account logged in, and closed after them. Its fields are there once the tests run.
 */
export function openActionPortal(kind: TestDatabaseKind): ActionPortal {
  const portal = {} as ActionPortal;
  beforeAll(async () => {
    const opened = await openTestApp(kind);
    Object.assign(portal, opened, { sessions: await logInEveryone(opened.app) });
  });
  afterAll(() => portal.close?.());
  return portal;
}

export type ActionCall = Pick<InjectOptions, 'method' | 'url' | 'payload'>;

export function send(app: FastifyInstance, call: ActionCall, session?: TestLogin, language = 'en-US') {
  return app.inject({ ...call, headers: { 'accept-language': language, ...session?.headers } });
}

export function expectError(response: { statusCode: number; json(): unknown }, statusCode: number, errorCode: string, errorMessage?: string): void {
  expect(response.statusCode).toBe(statusCode);
  const body = response.json() as { errorList: { errorCode: string; errorMessage: string }[] };
  expect(body.errorList[0]?.errorCode).toBe(errorCode);
  if (errorMessage !== undefined) expect(body.errorList[0]?.errorMessage).toBe(errorMessage);
}

/**
 * A visitor gets 401 E401_LOGIN_REQUIRED; a seller, a group and an employee get 403 E403_NOT_BUYER with
 * the spec's message for the action, in en-US and in zh-CN; a state-changing call without the session's
 * X-XSRF-TOKEN is refused with 403 E403_CSRF_TOKEN even for a buyer.
 */
export async function expectBuyerOnly(app: FastifyInstance, sessions: Sessions, call: ActionCall, message: { id: MessageId; specText: string }): Promise<void> {
  expectError(await send(app, call), 401, 'E401_LOGIN_REQUIRED', 'Sorry, please log in first');
  expectError(await send(app, call, undefined, 'zh-CN'), 401, 'E401_LOGIN_REQUIRED', translate('zh-CN', 'auth.loginFirst'));
  for (const [, session] of sessions.nonBuyers) {
    expectError(await send(app, call, session, 'en-US'), 403, 'E403_NOT_BUYER', message.specText);
    expectError(await send(app, call, session, 'zh-CN'), 403, 'E403_NOT_BUYER', translate('zh-CN', message.id));
  }
  if (call.method !== 'GET') {
    const response = await app.inject({ ...call, headers: { cookie: sessions.buyer.cookie } });
    expectError(response, 403, 'E403_CSRF_TOKEN');
  }
}

/** A buyer without company information gets 403 E403_COMPANY_INFO_INCOMPLETE with the spec's notice. */
export async function expectCompanyNeeded(app: FastifyInstance, sessions: Sessions, call: ActionCall): Promise<void> {
  const spec =
    'You have not completed company information, please click the button to complete, that you can send instant messages, make negotiation appointments, post sourcing request.';
  expectError(await send(app, call, sessions.buyerWithoutCompany, 'en-US'), 403, 'E403_COMPANY_INFO_INCOMPLETE', spec);
  const zh = translate('zh-CN', 'company.incompleteNotice');
  expectError(await send(app, call, sessions.buyerWithoutCompany, 'zh-CN'), 403, 'E403_COMPANY_INFO_INCOMPLETE', zh);
}
