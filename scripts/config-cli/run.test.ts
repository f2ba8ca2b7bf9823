import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connection.js';
import { migrate } from '../../server/db/migrate.js';
import { seedIfEmpty } from '../../server/db/seed.js';
import { testDatabases, type TestDatabase } from '../../server/db/testing/databases.js';
import { registerAllMessages } from '../../common/i18n/all-messages.js';
import { runConfigCommand, type WithDatabase } from './run.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURES = join(ROOT, 'fixtures');
const jsonIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name));
const VALID = [
  ...jsonIn(join(FIXTURES, 'page-configs', 'valid')),
  ...jsonIn(join(FIXTURES, 'seed')).filter((path) => basename(path).startsWith('page-configs.')),
];
const BROKEN = jsonIn(join(FIXTURES, 'page-configs', 'broken'));

/** broken/<instance path, dots for slashes, 'root' for the top>--<keyword>[.<missing property>].json → the pointer the error names. */
function expectedPointer(path: string): string {
  const [instancePath = '', reason = ''] = basename(path, '.json').split('--');
  const [, missingProperty] = reason.split('.');
  const base = instancePath === 'root' ? '' : `/${instancePath.split('.').join('/')}`;
  return missingProperty ? `${base}/${missingProperty}` : base;
}

interface Run {
  code: number;
  out: string[];
  err: string[];
}

async function run(argv: string[], withDatabase: WithDatabase = () => Promise.reject(new Error('no database here'))): Promise<Run> {
  const result: Run = { code: -1, out: [], err: [] };
  result.code = await runConfigCommand(argv, { out: (line) => result.out.push(line), err: (line) => result.err.push(line) }, withDatabase);
  return result;
}

describe('npm run config -- validate', () => {
  beforeAll(registerAllMessages);

  it.each(VALID)('passes %s', async (path) => {
    const result = await run(['validate', path]);
    expect(result).toEqual({ code: 0, out: [`${path}: valid`, '1 file(s), 0 invalid'], err: [] });
  });

  it.each(BROKEN)('fails %s, naming the pointer its name states', async (path) => {
    const result = await run(['validate', path]);
    expect(result.code).toBe(1);
    const pointer = expectedPointer(path);
    const lines = result.out.filter((line) => line.startsWith(`${path}: `));
    // A dependentRequired error points at the missing property below the object the name states.
    expect(
      lines.some((line) => line.startsWith(`${path}: ${pointer} `) || line.startsWith(`${path}: ${pointer}/`)),
      lines.join('\n'),
    ).toBe(true);
  });

  it('fails a file that is not JSON, or not there, and checks every file given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-cli-'));
    try {
      const notJson = join(dir, 'not-json.json');
      writeFileSync(notJson, '{ "page": ');
      const result = await run(['validate', VALID[0] ?? '', notJson, join(dir, 'missing.json')]);
      expect(result.code).toBe(1);
      expect(result.out[0]).toBe(`${VALID[0]}: valid`);
      expect(result.out[1]).toMatch(new RegExp(`^${notJson}: \\(root\\) is not JSON \\(.+\\)$`));
      expect(result.out[2]).toBe(`${join(dir, 'missing.json')}: (root) cannot be read (ENOENT)`);
      expect(result.out[3]).toBe('3 file(s), 2 invalid');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers 2 with the usage for a mistake on the command line', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['validate'])).code).toBe(2);
    expect((await run(['export', '--page', 'mobile-home', '--lang', 'fr-FR'])).err[0]).toContain('--lang must be en-US or zh-CN');
    expect((await run(['validate', '--colour', 'red', 'x.json'])).code).toBe(2);
  });

  it('is what `npm run config` runs, exiting 1 on a broken fixture', async () => {
    const broken = BROKEN[0] ?? '';
    const child = await promisify(execFile)('npm', ['run', '--silent', 'config', '--', 'validate', broken], { cwd: ROOT }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(child.code).toBe(1);
    expect(child.stdout).toContain(`${broken}: ${expectedPointer(broken)}`);
  });
});

describe.each(testDatabases)('npm run config -- export|import|publish|rollback on $name', (kind) => {
  let database: TestDatabase;
  let db: Database;
  let dir: string;
  const withDatabase: WithDatabase = (work) => work(db);
  const liveVersion = async (language = 'en-US') =>
    (await db.query<{ version: number }>("SELECT live_version AS version FROM page_configs WHERE page = 'mobile-home' AND language = $1", [language]))[0]
      ?.version;
  const target = ['--page', 'mobile-home', '--lang', 'en-US'];

  beforeAll(async () => {
    registerAllMessages();
    database = await kind.open();
    db = database.db;
    await migrate(db);
    await seedIfEmpty(db);
    dir = mkdtempSync(join(tmpdir(), 'config-cli-db-'));
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('exports the live document without its version, to a file that validates and round-trips', async () => {
    const out = join(dir, 'live.json');
    const result = await run(['export', ...target, '--out', out], withDatabase);
    expect(result.code).toBe(0);
    const exported = JSON.parse(readFileSync(out, 'utf8'));
    expect(exported).toMatchObject({ page: 'mobile-home', language: 'en-US' });
    expect(exported).not.toHaveProperty('version');
    expect((await run(['validate', out])).code).toBe(0);
    const toStdout = await run(['export', ...target], withDatabase);
    expect(JSON.parse(toStdout.out.join('\n'))).toEqual(exported);
    expect((await run(['export', '--page', 'mobile-search', '--lang', 'en-US'], withDatabase)).code).toBe(1);
  });

  it('imports a file as a draft based on the live version and prints its id', async () => {
    const file = join(dir, 'draft.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse((await run(['export', ...target], withDatabase)).out.join('\n')), flagMask: 200 }));
    const result = await run(['import', file, ...target, '--by', 'employee@demo.fair'], withDatabase);
    expect(result.code).toBe(0);
    // Saved though invalid; the reason is printed.
    expect(result.err).toEqual([`${file}: /flagMask must be at most 127`]);
    const [id] = result.out;
    const rows = await db.query<{ base_version: number; flag_mask: number; updated_by: string }>(
      "SELECT base_version, (document->>'flagMask')::int AS flag_mask, updated_by FROM page_config_drafts WHERE id = $1",
      [id],
    );
    const [employee] = await db.query<{ id: string }>("SELECT id FROM accounts WHERE email = 'employee@demo.fair'");
    expect(rows).toEqual([{ base_version: await liveVersion(), flag_mask: 200, updated_by: employee?.id }]);
  });

  it('publishes a valid file as the next live version, by the account --by names', async () => {
    const before = await liveVersion();
    const file = join(dir, 'publish.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse((await run(['export', ...target], withDatabase)).out.join('\n')), flagMask: 5 }));
    const result = await run(['publish', file, ...target, '--by', 'Employee@Demo.Fair'], withDatabase);
    expect(result).toEqual({ code: 0, out: [`mobile-home en-US: version ${(before ?? 0) + 1} is live`], err: [] });
    expect(await liveVersion()).toBe((before ?? 0) + 1);
    const [stored] = await db.query<{ flag_mask: number; author: string }>(
      `SELECT (v.document->>'flagMask')::int AS flag_mask, a.email AS author
         FROM page_config_versions v JOIN accounts a ON a.id = v.created_by
        WHERE v.page = 'mobile-home' AND v.language = 'en-US' AND v.version = $1`,
      [(before ?? 0) + 1],
    );
    expect(stored).toEqual({ flag_mask: 5, author: 'employee@demo.fair' });
    expect((await run(['publish', file, ...target, '--by', 'nobody@demo.fair'], withDatabase)).code).toBe(1);
  });

  it('never publishes an invalid file, nor one of another page or language', async () => {
    const before = await liveVersion();
    const broken = BROKEN.find((path) => basename(path).startsWith('orderingSlots.0.status')) ?? '';
    const result = await run(['publish', broken, ...target], withDatabase);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${broken}: /orderingSlots/0/status must be one of ENABLE, DISABLE`);
    const zh = join(FIXTURES, 'seed', 'page-configs.mobile-home.zh-CN.json');
    expect((await run(['publish', zh, ...target], withDatabase)).err).toContain(`${zh}: /language must be en-US, as the page and language being edited`);
    expect(await liveVersion()).toBe(before);
  });

  it('rolls back to a stored version, and refuses an unknown one', async () => {
    expect(await run(['rollback', ...target, '--version', '1'], withDatabase)).toEqual({ code: 0, out: ['mobile-home en-US: version 1 is live'], err: [] });
    expect(await liveVersion()).toBe(1);
    expect(await run(['rollback', ...target, '--version', '999'], withDatabase)).toEqual({ code: 1, out: [], err: ['mobile-home en-US: no version 999'] });
    expect((await run(['rollback', ...target, '--version', 'latest'], withDatabase)).code).toBe(2);
  });
});
