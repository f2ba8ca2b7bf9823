import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blankClusterTemplate } from './blank-pglite-cluster.js';
import { openDatabase, type Database } from './connection.js';
import { DataDirLockedError, lockDataDir, lockPathOf, moveAsideIfStill } from './data-dir-lock.js';

let parent: string;
let dataDir: string;
const opened: Database[] = [];

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  dataDir = join(parent, 'data');
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
  rmSync(parent, { recursive: true, force: true });
});

/** The pid of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/**
 * `dataDir` made a cluster already, as a portal's first start leaves it: a blank cluster's dump loads in under a
 * second, where initdb in a new folder takes seconds (6-7 s on a busy 2-core machine).
 */
async function clusterInDataDir(): Promise<void> {
  const pglite = await PGlite.create({ dataDir, loadDataDir: await blankClusterTemplate() });
  await pglite.close();
}

describe('one owner per embedded database', () => {
  it('refuses a second openDatabase on a held folder, and leaves the first one working', async () => {
    await clusterInDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    opened.push(first);
    await first.exec('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$it stays$$)');
    const second = openDatabase({ kind: 'pglite', dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      new RegExp(
        `${dataDir.replaceAll('/', '\\/')} is in use by another process \\(pid ${process.pid} .*Stop that portal first.*PORTAL_DATA_DIR=.*DATABASE_URL=`,
      ),
    );
    // The first still works, untouched by the refused one.
    expect(await first.query('SELECT v FROM kept')).toEqual([{ v: 'it stays' }]);
  });

  it('gives the folder up on close, to the next opener, with its data', async () => {
    await clusterInDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.exec('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$it stays$$)');
    await first.close();
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    const next = await openDatabase({ kind: 'pglite', dataDir });
    opened.push(next);
    expect(await next.query('SELECT v FROM kept')).toEqual([{ v: 'it stays' }]);
  });

  it('takes over a lock left by a process that is gone, and says so', () => {
    const pid = endedPid();
    writeFileSync(lockPathOf(dataDir), JSON.stringify({ pid, host: hostname(), since: '2026-11-27T00:00:00.000Z' }));
    const lines: string[] = [];
    const lock = lockDataDir(dataDir, (line) => lines.push(line));
    try {
      expect(lines).toEqual([expect.stringContaining(`Taking over ${lockPathOf(dataDir)}: its process (pid ${pid}) is gone`)]);
      expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    } finally {
      lock.release();
    }
  });

  it('takes over a lock whose pid now belongs to a process started later (a reused pid)', () => {
    writeFileSync(lockPathOf(dataDir), JSON.stringify({ pid: process.pid, host: hostname(), processStart: '1', since: '2026-11-27T00:00:00.000Z' }));
    const lines: string[] = [];
    const lock = lockDataDir(dataDir, (line) => lines.push(line));
    lock.release();
    expect(lines).toHaveLength(existsSync('/proc/self/stat') ? 1 : 0);
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockPathOf(dataDir), 'not json');
    const lines: string[] = [];
    lockDataDir(dataDir, (line) => lines.push(line)).release();
    expect(lines).toEqual([expect.stringContaining('it names no process')]);
  });

  it('counts a lock taken on another host as held: whether its process runs cannot be told from here', () => {
    writeFileSync(lockPathOf(dataDir), JSON.stringify({ pid: endedPid(), host: 'another-host', since: '2026-11-27T00:00:00.000Z' }));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });

  it('leaves a lock that another process holds now when it releases its own late', () => {
    const lock = lockDataDir(dataDir);
    writeFileSync(lock.path, JSON.stringify({ pid: 1, host: hostname(), since: 'later' }));
    lock.release();
    expect(existsSync(lock.path)).toBe(true);
  });

  it('lets only one of two starters that found the same dead owner take the folder', () => {
    const dead = { pid: endedPid(), host: hostname(), since: '2026-11-27T00:00:00.000Z' };
    writeFileSync(lockPathOf(dataDir), JSON.stringify(dead));
    // A took it over; B, who read the same dead owner before, now moves A's live lock aside, sees it, and is refused.
    const first = lockDataDir(dataDir, () => undefined);
    try {
      expect(() => moveAsideIfStill(lockPathOf(dataDir), dead, dataDir)).toThrow(DataDirLockedError);
      expect(JSON.parse(readFileSync(lockPathOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
    } finally {
      first.release();
    }
  });
});
