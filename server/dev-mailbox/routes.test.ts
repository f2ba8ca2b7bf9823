import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import type { TestDatabase } from '../db/testing/databases.js';
import { testDatabases } from '../db/testing/databases.js';

// Anyone who reads /dev/mailbox can log in as anyone: a visitor asked a login code for the employee, read it
// there, and had an employee session in 3 requests.
describe('/dev/mailbox', () => {
  const [pglite] = testDatabases;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await pglite!.open();
  });
  afterAll(() => database?.dispose());

  it('is not served by default (CODE_PORT unset: codes go to the log only)', async () => {
    vi.stubEnv('CODE_PORT', undefined);
    try {
      const app = await buildApp({ db: database.db, loadShedding: false });
      const response = await app.inject('/dev/mailbox');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('code');
      await app.close();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('is served with CODE_PORT=dev-mailbox to a client on this machine only', async () => {
    const app = await buildApp({ db: database.db, loadShedding: false, auth: { codePort: 'dev-mailbox' } });
    expect((await app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/dev/mailbox', remoteAddress: '::1' })).statusCode).toBe(200);
    const remote = await app.inject({ url: '/dev/mailbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json().errorList[0].errorCode).toBe('E404_NOT_FOUND');
    // A forwarded address is what the client wrote: it does not make a remote client local.
    const forwarded = await app.inject({ url: '/dev/mailbox', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forwarded.statusCode).toBe(404);
    // A reverse proxy on this machine connects from loopback: what it passes on is its clients', not local.
    for (const header of ['x-forwarded-for', 'forwarded', 'via']) {
      expect((await app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1', headers: { [header]: 'for=203.0.113.7' } })).statusCode).toBe(404);
    }
    await app.close();
  });
});
