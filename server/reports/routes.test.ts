import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProblemReportReceipt } from '../../common/generated/validators.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { REPORTS_PER_MINUTE } from './routes.js';

const VALID = {
  type: 'IP_INFRINGEMENT',
  target: 'brightway-lighting',
  description: 'These solar lights copy our registered design.',
  email: 'legal@example.com',
};

describe.each(testDatabases)('problem reports on $name (/report)', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  // Each test from its own address, so the rate limit of one does not reach another.
  const post = (payload: unknown, remoteAddress: string, language = 'en-US') =>
    portal.app.inject({ method: 'POST', url: '/api/reports', headers: { 'x-user-lan': language }, payload: payload as object, remoteAddress });

  it('stores a report and answers its reference number', async () => {
    const reply = await post({ ...VALID, description: `  ${VALID.description}  ` }, '10.0.0.1');
    expect(reply.statusCode).toBe(200);
    const receipt = reply.json();
    expect(validateProblemReportReceipt(receipt), JSON.stringify(validateProblemReportReceipt.errors)).toBe(true);
    const [row] = await portal.db.query<Record<string, unknown>>(
      'SELECT type, target, description, email, account_id FROM problem_reports WHERE reference = $1',
      [receipt.reference],
    );
    expect(row).toEqual({ ...VALID, account_id: null });
  });

  it('takes a link of a product page of the portal for its target', async () => {
    for (const target of [
      '/m/en-US/shops/pearl-river-tools/listedProducts/prd-3001',
      'https://fair.example.com/m/zh-CN/shops/pearl-river-tools/listedProducts/prd-3001?x=1',
    ]) {
      expect((await post({ ...VALID, type: 'FALSE_INFORMATION', target }, '10.0.0.2')).statusCode).toBe(200);
    }
  });

  it('refuses each invalid field with 400 E400_REPORT_FIELD, its pointer and message, keeping nothing', async () => {
    const [before] = await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM problem_reports');
    const reply = await post({ type: 'SPAM', target: 'https://evil.example/', description: 'too short', email: 'nobody' }, '10.0.0.3');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorList).toEqual([
      { errorCode: 'E400_REPORT_FIELD', pointer: '/type', errorMessage: 'Please choose what kind of problem it is.' },
      {
        errorCode: 'E400_REPORT_FIELD',
        pointer: '/target',
        errorMessage: 'Enter a shop code (such as brightway-lighting) or the link of a product page of this portal.',
      },
      { errorCode: 'E400_REPORT_FIELD', pointer: '/description', errorMessage: 'Please describe the problem in 10 to 2000 characters.' },
      { errorCode: 'E400_REPORT_FIELD', pointer: '/email', errorMessage: 'Please enter a valid e-mail address.' },
    ]);
    const unknown = await post({ ...VALID, target: 'no-such-shop' }, '10.0.0.3', 'zh-CN');
    expect(unknown.json().errorList).toEqual([{ errorCode: 'E400_REPORT_FIELD', pointer: '/target', errorMessage: '没有使用该店铺代码的展商。' }]);
    expect((await post({ ...VALID, description: 'x'.repeat(2001) }, '10.0.0.3')).json().errorList[0].pointer).toBe('/description');
    expect((await post({ ...VALID, extra: 1 }, '10.0.0.3')).json().errorList[0].errorCode).toBe('E400_VALIDATION');
    const [after] = await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM problem_reports');
    expect(after?.count).toBe(before?.count);
  });

  it(`takes at most ${REPORTS_PER_MINUTE} reports a minute from one address (429 in the error shape)`, async () => {
    for (let sent = 0; sent < REPORTS_PER_MINUTE; sent += 1) expect((await post(VALID, '10.0.0.4')).statusCode).toBe(200);
    const limited = await post(VALID, '10.0.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorList[0].errorCode).toBe('E429_TOO_MANY_REQUESTS');
    expect((await post(VALID, '10.0.0.5')).statusCode).toBe(200);
  });
});
