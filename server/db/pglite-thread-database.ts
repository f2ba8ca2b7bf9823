import { Worker } from 'node:worker_threads';
import type { Database, Queryable } from './connection.js';

// The embedded database on a thread of its own (pglite-worker.mjs). PGlite runs PostgreSQL as WebAssembly in the
// thread that calls it, so in the server's thread one query that never ends (seen: an INSERT … ON CONFLICT on a
// folder a second process had written into, at 94% CPU) stopped every request, /healthz included. On its own
// thread it blocks only the database: the server still answers, and /healthz says 503 in time.

export interface PgliteWorkerOptions {
  /** Where the cluster lives on disk; in memory when absent. */
  dataDir?: string;
  /** A cluster to start from (a `dumpDataDir()` tarball), which skips initdb. */
  loadDataDir?: Blob;
}

type Message =
  | { op: 'open'; options: PgliteWorkerOptions }
  | { op: 'query'; sql: string; params: unknown[]; txId?: number }
  | { op: 'exec'; script: string; txId?: number }
  | { op: 'begin' }
  | { op: 'end'; txId: number; commit: boolean }
  | { op: 'close' };

type Answer = { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: { message: string; [field: string]: unknown } };

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/** PGlite run by a worker thread: the same Database as in-thread PGlite and PostgreSQL. */
export async function openPgliteInWorker(options: PgliteWorkerOptions): Promise<Database> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url));
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let failure: Error | undefined;

  const fail = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('message', (answer: Answer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.ok) waiting.resolve(answer.result);
    else waiting.reject(errorOf(answer.error));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded database's thread ended (exit code ${code})`)));

  /** Posts the message under a new id; the worker answers under that id. */
  const send = <T>(message: Message): { id: number; answer: Promise<T> } => {
    const id = ++lastId;
    const answer = new Promise<T>((resolve, reject) => {
      if (failure) return reject(failure);
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
    return { id, answer };
  };
  const call = <T>(message: Message): Promise<T> => send<T>(message).answer;
  const queryable = (txId?: number): Queryable => ({
    query: <T>(sql: string, params: unknown[] = []) => call<T[]>({ op: 'query', sql, params, txId }),
    exec: (script) => call<void>({ op: 'exec', script, txId }),
  });

  try {
    await call({ op: 'open', options });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    ...queryable(),
    async transaction(work) {
      // The transaction is named by its begin message's id.
      const { id: txId, answer: begun } = send({ op: 'begin' });
      await begun;
      let result;
      try {
        result = await work(queryable(txId));
      } catch (error) {
        // The work's own error is the one to report; a rollback that fails too (the thread gone) must not hide it.
        await call({ op: 'end', txId, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', txId, commit: true });
      return result;
    },
    async close() {
      if (failure) return;
      try {
        await call({ op: 'close' });
      } finally {
        fail(new Error('the database is closed'));
        await worker.terminate();
      }
    },
  };
}

/** An Error again, with PostgreSQL's fields (code, detail, constraint …) as PGlite's own error has them. */
function errorOf(plain: { message: string; [field: string]: unknown }): Error {
  return Object.assign(new Error(plain.message), plain);
}
