// The embedded database's own thread (see pglite-thread-database.ts): PGlite runs its WebAssembly here, so a
// query that never ends cannot stop the server's event loop, and /healthz can still say so. Plain JavaScript:
// a worker is started by Node itself, outside tsx's and vitest's TypeScript loaders.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread only');
const port = parentPort;

/** @type {PGlite | undefined} */
let pglite;
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, resolve: () => void, reject: (reason: unknown) => void, endId?: number }>} */
const transactions = new Map();
const ROLLED_BACK = Symbol('rolled back');

/** The error as plain data: its message and PostgreSQL's fields (code, detail, constraint …) survive the copy. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

function targetOf(txId) {
  if (txId === undefined) return pglite;
  const entry = transactions.get(txId);
  if (!entry) throw new Error(`transaction ${txId} is not open`);
  return entry.tx;
}

/**
 * Opens a transaction under the begin message's id and answers it once open; the end message (commit or roll
 * back) is answered once PGlite has done so. Queries outside it wait for it, as PGlite's own transaction() makes
 * them.
 */
function begin(id) {
  /** @type {{ tx: import('@electric-sql/pglite').Transaction, resolve: () => void, reject: (reason: unknown) => void, endId?: number } | undefined} */
  let entry;
  const answerEnd = (answer) => port.postMessage({ id: entry?.endId ?? id, ...answer });
  pglite
    .transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          entry = { tx, resolve, reject };
          transactions.set(id, entry);
          port.postMessage({ id, ok: true });
        }),
    )
    .then(
      () => answerEnd({ ok: true }),
      (error) => answerEnd(error === ROLLED_BACK ? { ok: true } : { ok: false, error: plainError(error) }),
    )
    .finally(() => transactions.delete(id));
}

function end({ id, txId, commit }) {
  const entry = transactions.get(txId);
  if (!entry) return port.postMessage({ id, ok: false, error: { message: `transaction ${txId} is not open` } });
  entry.endId = id;
  if (commit) entry.resolve();
  else entry.reject(ROLLED_BACK);
}

const operations = {
  async open({ options }) {
    pglite = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: { btree_gin, pg_trgm } });
  },
  async query({ sql, params, txId }) {
    return (await targetOf(txId).query(sql, params)).rows;
  },
  async exec({ script, txId }) {
    await targetOf(txId).exec(script);
  },
  async close() {
    await pglite?.close();
  },
};

port.on('message', (message) => {
  if (message.op === 'begin') return begin(message.id);
  if (message.op === 'end') return end(message);
  operations[message.op](message).then(
    (result) => port.postMessage({ id: message.id, ok: true, result }),
    (error) => port.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});
