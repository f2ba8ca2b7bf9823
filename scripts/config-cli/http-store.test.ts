import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/auth/testing/login.js';
import { lockDataDir } from '../../server/db/data-dir-lock.js';
import { testDatabases } from '../../server/db/testing/databases.js';
import { openTestApp, type TestApp } from '../../server/testing/app.js';
import { registerAllMessages } from '../../common/i18n/all-messages.js';
import { portalDatabaseOf } from './portal-database.js';
import { runConfigCommand } from './run.js';

const noDatabase = () => Promise.reject(new Error('the database is not opened with --url'));
const EMPLOYEE = { PORTAL_OPERATOR_EMAIL: 'employee@demo.fair', PORTAL_OPERATOR_PASSWORD: DEMO_PASSWORD };

async function run(argv: string[], env: NodeJS.ProcessEnv = EMPLOYEE) {
  const result = { code: -1, out: [] as string[], err: [] as string[] };
  result.code = await runConfigCommand(argv, { out: (line) => result.out.push(line), err: (line) => result.err.push(line) }, noDatabase, env);
  return result;
}

// The same operations as on the database (run.test.ts), through a running portal's operator API.
describe.each(testDatabases)('npm run config -- … --url, through a running portal on $name', (kind) => {
  let portal: TestApp;
  let url: string;
  let dir: string;
  let target: string[];
  const liveVersion = async () =>
    (await portal.db.query<{ version: number }>("SELECT live_version AS version FROM page_configs WHERE page = 'mobile-home' AND language = 'en-US'"))[0]
      ?.version ?? 0;

  beforeAll(async () => {
    registerAllMessages();
    portal = await openTestApp(kind);
    url = await portal.app.listen({ port: 0, host: '127.0.0.1' });
    target = ['--page', 'mobile-home', '--lang', 'en-US', '--url', url];
    dir = mkdtempSync(join(tmpdir(), 'config-cli-http-'));
  });
  afterAll(async () => {
    await portal?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('exports the live document, and a stored version, signed in as the employee', async () => {
    const out = join(dir, 'live.json');
    expect(await run(['export', ...target, '--out', out])).toEqual({
      code: 0,
      out: [],
      err: [`mobile-home en-US: version ${await liveVersion()} written to ${out}`],
    });
    const exported = JSON.parse(readFileSync(out, 'utf8'));
    expect(exported).toMatchObject({ page: 'mobile-home', language: 'en-US' });
    expect(exported).not.toHaveProperty('version');
    expect(JSON.parse((await run(['export', ...target, '--version', '1'])).out.join('\n'))).toMatchObject({ page: 'mobile-home' });
    expect(await run(['export', ...target, '--version', '999'])).toEqual({ code: 1, out: [], err: ['mobile-home en-US: no version 999'] });
  });

  it("validates with the portal's own checks, for each file's page and language", async () => {
    const file = join(dir, 'invalid.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse((await run(['export', ...target])).out.join('\n')), flagMask: 200 }));
    const result = await run(['validate', file, '--url', url]);
    expect(result).toEqual({ code: 1, out: [`${file}: /flagMask must be at most 127`, '1 file(s), 1 invalid'], err: [] });
  });

  it('imports a file as a draft by the signed-in employee, and prints its id and what keeps it from publishing', async () => {
    const file = join(dir, 'draft.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse((await run(['export', ...target])).out.join('\n')), flagMask: 200 }));
    const result = await run(['import', file, ...target]);
    expect(result.code).toBe(0);
    expect(result.err).toEqual([`${file}: /flagMask must be at most 127`]);
    const rows = await portal.db.query<{ base_version: number; email: string }>(
      'SELECT d.base_version, a.email FROM page_config_drafts d JOIN accounts a ON a.id = d.updated_by WHERE d.id = $1',
      [result.out[0]],
    );
    expect(rows).toEqual([{ base_version: await liveVersion(), email: 'employee@demo.fair' }]);
  });

  it('publishes a valid file as the next live version, and refuses an invalid one', async () => {
    const before = await liveVersion();
    const file = join(dir, 'publish.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse((await run(['export', ...target])).out.join('\n')), flagMask: 5 }));
    expect(await run(['publish', file, ...target])).toEqual({ code: 0, out: [`mobile-home en-US: version ${before + 1} is live`], err: [] });
    const [stored] = await portal.db.query<{ flag_mask: number; author: string }>(
      `SELECT (v.document->>'flagMask')::int AS flag_mask, a.email AS author FROM page_config_versions v JOIN accounts a ON a.id = v.created_by
        WHERE v.page = 'mobile-home' AND v.language = 'en-US' AND v.version = $1`,
      [before + 1],
    );
    expect(stored).toEqual({ flag_mask: 5, author: 'employee@demo.fair' });

    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), flagMask: 200 }));
    expect(await run(['publish', file, ...target])).toEqual({ code: 1, out: [], err: [`${file}: /flagMask must be at most 127`, `${file}: not published`] });
    expect(await liveVersion()).toBe(before + 1);
  });

  it('rolls back to a stored version, and refuses an unknown one', async () => {
    expect(await run(['rollback', ...target, '--version', '1'])).toEqual({ code: 0, out: ['mobile-home en-US: version 1 is live'], err: [] });
    expect(await liveVersion()).toBe(1);
    expect(await run(['rollback', ...target, '--version', '999'])).toEqual({ code: 1, out: [], err: ['mobile-home en-US: no version 999'] });
  });

  it('says in one sentence why it cannot sign in: a buyer, a wrong password, or no credentials at all', async () => {
    expect(await run(['export', ...target], { PORTAL_OPERATOR_EMAIL: 'buyer@demo.fair', PORTAL_OPERATOR_PASSWORD: DEMO_PASSWORD })).toEqual({
      code: 1,
      out: [],
      err: ['The portal refused (403): E403_NOT_EMPLOYEE Operating pages is for employee accounts only.'],
    });
    expect((await run(['export', ...target, '--email', 'employee@demo.fair', '--password', 'wrong'], {})).err).toEqual([
      `Signing in at ${url} as employee@demo.fair failed: E401_BAD_CREDENTIALS The account or password is incorrect.`,
    ]);
    const none = await run(['export', ...target], {});
    expect(none.code).toBe(2);
    expect(none.err[0]).toMatch(/^--url needs an employee to sign in as: --email and --password, or PORTAL_OPERATOR_EMAIL and PORTAL_OPERATOR_PASSWORD\n/);
    expect((await run(['export', ...target, '--by', 'employee@demo.fair'])).code).toBe(2);
  });
});

describe('npm run config when neither way can work', () => {
  it('says that no portal answers at --url, and what to do', async () => {
    const result = await run(['export', '--page', 'mobile-home', '--lang', 'en-US', '--url', 'http://127.0.0.1:9']);
    expect(result.code).toBe(1);
    expect(result.err).toEqual([
      expect.stringMatching(
        /^No portal answers at http:\/\/127\.0\.0\.1:9 \(.+\): start it with npm start, or leave out --url to work on the database directly while no portal runs\.$/,
      ),
    ]);
  });

  it('says, when a portal holds the embedded database, to go through it with --url', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'config-cli-held-'));
    const dataDir = join(folder, 'data');
    mkdirSync(dataDir);
    // This test's process holds the folder, as a running portal would.
    const lock = lockDataDir(dataDir);
    try {
      // The command's own way to its database (main.ts), in this process: a spawned `npm run config` costs seconds
      // of start-up, and run.test.ts checks that the command runs it.
      const env = { PORTAL_DATA_DIR: dataDir, DATABASE_URL: '', PORT: '8123' };
      const err: string[] = [];
      const code = await runConfigCommand(
        ['export', '--page', 'mobile-home', '--lang', 'en-US'],
        { out: () => undefined, err: (line) => err.push(line) },
        portalDatabaseOf(env),
        env,
      );
      expect(code).toBe(1);
      expect(err).toEqual([
        `A portal (pid ${process.pid}) is running on the embedded database in ${dataDir}, which only it may open: ` +
          "run this command through it, adding --url http://127.0.0.1:8123 and an employee's --email and --password " +
          '(or PORTAL_OPERATOR_EMAIL and PORTAL_OPERATOR_PASSWORD), or stop the portal first.',
      ]);
    } finally {
      lock.release();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
