import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';

// One owner per embedded database: PGlite keeps no lock of its own, and two processes on one folder diverge
// silently (a short link made through one was invisible through the other) and can leave the folder in a state
// where a plain INSERT spins forever. The lock is a file beside the folder (PGlite wants the folder itself to hold
// only its cluster): `data.lock` for `data/`.

interface LockOwner {
  pid: number;
  host: string;
  /** The owner's start in the kernel's clock ticks since boot (Linux), so a reused pid is not taken for it. */
  processStart?: string;
  since: string;
}

export interface DataDirLock {
  readonly path: string;
  /** Gives the folder up (removes the lock file if it is still this process's). */
  release(): void;
}

/** Refused: another live process holds the folder. Its message names the folder, the pid and what to do. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
    readonly lockPath: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${owner.pid} on ${owner.host}, since ${owner.since}). ` +
        `Stop that portal first, or give this one its own database: PORTAL_DATA_DIR=<another folder>, or DATABASE_URL=postgres://… ` +
        `(PostgreSQL may be shared by many instances). If no such process runs, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export function lockPathOf(dataDir: string): string {
  return join(dirname(dataDir), `${basename(dataDir)}.lock`);
}

/**
 * Takes the folder for this process, or throws DataDirLockedError. A lock left by a process that is gone
 * (killed, crashed) is taken over, and `log` says so.
 */
export function lockDataDir(dataDir: string, log: (line: string) => void = (line) => console.warn(line)): DataDirLock {
  const path = lockPathOf(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  const mine: LockOwner = { pid: process.pid, host: hostname(), processStart: processStartOf(process.pid), since: new Date().toISOString() };
  if (!tryCreate(path, mine)) {
    const owner = readOwner(path);
    if (owner && isAlive(owner)) throw new DataDirLockedError(dataDir, owner, path);
    log(`Taking over ${path}: ${owner ? `its process (pid ${owner.pid}) is gone` : 'it names no process'}; the database in ${dataDir} was not closed cleanly.`);
    moveAsideIfStill(path, owner, dataDir);
    if (!tryCreate(path, mine)) {
      // Another process took it over in between.
      const winner = readOwner(path);
      throw new DataDirLockedError(dataDir, winner ?? { pid: 0, host: 'unknown', since: 'unknown' }, path);
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    const owner = readOwner(path);
    if (owner?.pid === mine.pid && owner.since === mine.since) unlinkSync(path);
  };
  // A process that exits without closing its database (process.exit after an error) still gives the folder up.
  process.on('exit', release);
  return { path, release };
}

/** Creates the lock file with its whole content at once (a hard link of a written file), or false if it exists. */
function tryCreate(path: string, owner: LockOwner): boolean {
  const written = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(written, `${JSON.stringify(owner)}\n`);
  try {
    linkSync(written, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(written);
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { pid, host, processStart, since } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number' || typeof host !== 'string' || typeof since !== 'string') return undefined;
    return { pid, host, since, ...(typeof processStart === 'string' ? { processStart } : {}) };
  } catch {
    return undefined;
  }
}

/** Whether the owner still runs. On another host it cannot be told, so it counts as running. */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const start = processStartOf(owner.pid);
  return owner.processStart === undefined || start === undefined || start === owner.processStart;
}

/**
 * Removes the stale lock if it is still the one found stale. Two starters may find the same dead owner: each moves
 * the file aside under a name of its own first (a rename is atomic), so only one of them holds it; one who moved a
 * lock another had just taken puts it back and is refused.
 */
export function moveAsideIfStill(path: string, stale: LockOwner | undefined, dataDir: string): void {
  const aside = `${path}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    // Already moved by another starter: whoever creates the lock next holds it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (moved?.pid === stale?.pid && moved?.since === stale?.since) {
    unlinkSync(aside);
    return;
  }
  // A live owner's lock, taken since it was read: back where it was.
  try {
    linkSync(aside, path);
  } finally {
    unlinkSync(aside);
  }
  throw new DataDirLockedError(dataDir, moved ?? { pid: 0, host: 'unknown', since: 'unknown' }, path);
}

/** Field 22 of /proc/{pid}/stat (after the command's parenthesis), where there is a /proc. */
function processStartOf(pid: number): string | undefined {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  try {
    const text = readFileSync(stat, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
