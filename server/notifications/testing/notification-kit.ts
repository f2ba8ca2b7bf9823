// For the notification tests (*.test.ts only): a portal with the demo accounts logged in and the events
// its bus carried.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { loginAs, type TestLogin } from '../../auth/testing/login.js';
import type { UserEvent } from '../../bus/notification-bus.js';
import type { TestDatabaseKind } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';

// fixtures/seed/accounts.json
export const ACCOUNT = { buyer: 'acc-buyer', member: 'acc-member', seller: 'acc-seller', group: 'acc-group', employee: 'acc-employee' } as const;

export type DemoRole = keyof typeof ACCOUNT;

export interface NotificationPortal extends TestApp {
  sessions: Record<DemoRole, TestLogin>;
  /** Every event published on the app's bus, oldest first. */
  events: UserEvent[];
}

/** Opened before the calling describe's tests, closed after them; its fields are there once the tests run. */
export function openNotificationPortal(kind: TestDatabaseKind, options: Parameters<typeof openTestApp>[1] = {}): NotificationPortal {
  const portal = { events: [] as UserEvent[] } as NotificationPortal;
  beforeAll(async () => {
    const opened = await openTestApp(kind, options);
    opened.app.notificationBus.subscribe((event) => portal.events.push(event));
    // Each login is a scrypt hash of 32 MiB: side by side they take the pool's threads at once, not one by one.
    const logins = await Promise.all((Object.keys(ACCOUNT) as DemoRole[]).map(async (role) => [role, await loginAs(opened.app, `${role}@demo.fair`)] as const));
    const sessions = Object.fromEntries(logins) as Record<DemoRole, TestLogin>;
    Object.assign(portal, opened, { sessions });
  });
  afterAll(() => portal.close?.());
  return portal;
}

export function call(app: FastifyInstance, options: Pick<InjectOptions, 'method' | 'url' | 'payload'>, session?: TestLogin, language = 'en-US') {
  return app.inject({ ...options, headers: { 'accept-language': language, ...session?.headers } });
}

export function expectError(response: { statusCode: number; json(): unknown }, statusCode: number, errorCode: string, errorMessage?: string): void {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(statusCode);
  const body = response.json() as { errorList: { errorCode: string; errorMessage: string }[] };
  expect(body.errorList[0]?.errorCode).toBe(errorCode);
  if (errorMessage !== undefined) expect(body.errorList[0]?.errorMessage).toBe(errorMessage);
}
