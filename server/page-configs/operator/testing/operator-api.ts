// The operator API's tests (routes.test.ts, preview.test.ts): a seeded portal serving a stand-in index.html, the
// employee's, a buyer's and a seller's sessions, and the calls they make.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { loginAs, type TestLogin } from '../../../auth/testing/login.js';
import type { TestDatabaseKind } from '../../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../../testing/app.js';

export const API = '/work/api/pageConfigs/mobile-home';
export const PUBLIC = '/b2bshop/api/pageConfigs/public/mobile-home';
const TEMPLATE = '<html><head><title>t</title></head><body><script type="module" src="/assets/index.js"></script></body></html>';

export type Role = 'employee' | 'buyer' | 'seller' | 'visitor';
export type Document = Record<string, unknown> & {
  orderingSlots: Array<{ status: string; udfs: Record<string, string> }>;
  switches: Array<Record<string, unknown>>;
};

/** Opened before the calling describe's tests, closed after them. */
export function openOperatorApi(kind: TestDatabaseKind) {
  let portal: TestApp;
  let staticDir: string;
  const sessions = {} as Record<Exclude<Role, 'visitor'>, TestLogin>;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'operator-html-'));
    writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
    portal = await openTestApp(kind, { staticDir });
    sessions.employee = await loginAs(portal.app, 'employee@demo.fair');
    sessions.buyer = await loginAs(portal.app, 'buyer@demo.fair');
    sessions.seller = await loginAs(portal.app, 'seller@demo.fair');
  });
  afterAll(async () => {
    await portal?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, role: Role = 'employee', payload?: unknown, headers: Record<string, string> = {}) =>
    portal.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { 'accept-language': 'en-US', ...(role === 'visitor' ? {} : sessions[role].headers), ...headers },
    });
  const live = async (lang = 'en-US') => (await call('GET', `${API}?lang=${lang}`)).json<{ liveVersion: number; document: Document }>();
  const newDraft = async (document: unknown, baseVersion?: number, lang = 'en-US') => {
    const base = baseVersion ?? (await live(lang)).liveVersion;
    const response = await call('POST', `${API}/drafts?lang=${lang}`, 'employee', { baseVersion: base, document });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; revision: number; errors: unknown[] }>();
  };
  const publicConfig = async (lang = 'en-US') => (await portal.app.inject(`${PUBLIC}?lang=${lang}`)).json<Document & { version: number }>();
  const moduleOrder = (document: Document) => document.orderingSlots.map((slot) => slot.udfs.module);

  return {
    get portal(): TestApp {
      return portal;
    },
    sessions,
    call,
    live,
    newDraft,
    publicConfig,
    moduleOrder,
  };
}
