import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankClusterTemplate } from './blank-pglite-cluster.js';
import type { Database } from './connection.js';
import { openPgliteInWorker } from './pglite-thread-database.js';

describe('the embedded database on its own thread', () => {
  // On a folder, as the server opens it, in server/db/data-dir-lock.test.ts; in memory here, from a blank cluster.
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteInWorker({ loadDataDir: await blankClusterTemplate() });
    await db.exec('CREATE TABLE items (id int PRIMARY KEY, name text, payload jsonb, at timestamptz, bytes bytea)');
  });
  afterAll(() => db.close());

  it('answers parameterised queries with the rows as PGlite types them', async () => {
    const at = new Date('2026-11-27T08:00:00Z');
    await db.query('INSERT INTO items VALUES ($1, $2, $3, $4, $5)', [1, "US$`100 and $' <b>", { tiles: [1, 2] }, at, new Uint8Array([1, 2])]);
    expect(await db.query('SELECT * FROM items WHERE id = $1', [1])).toEqual([
      { id: 1, name: "US$`100 and $' <b>", payload: { tiles: [1, 2] }, at, bytes: new Uint8Array([1, 2]) },
    ]);
  });

  it("passes PostgreSQL's errors on with their fields", async () => {
    await expect(db.query('INSERT INTO items (id) VALUES (1)')).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
    await expect(db.query('SELECT * FROM no_such_table')).rejects.toThrow('relation "no_such_table" does not exist');
  });

  it('commits a transaction whose work resolves, and answers its result', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, name) VALUES (2, $1)', ['two']);
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM items'))[0]?.n;
    });
    expect(result).toBe(2);
    expect(await db.query('SELECT name FROM items WHERE id = 2')).toEqual([{ name: 'two' }]);
  });

  it('rolls back a transaction whose work throws, and rethrows', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, name) VALUES (3, $1)', ['three']);
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    expect(await db.query('SELECT id FROM items WHERE id = 3')).toEqual([]);
  });

  it('keeps queries outside a transaction from seeing or joining it while it runs', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, name) VALUES (4, $1)', ['four']);
      await held;
    });
    // Asked while the transaction is open: answered after it commits, as PGlite's own transaction() orders them.
    const outside = db.query<{ id: number }>('SELECT id FROM items WHERE id = 4');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual([{ id: 4 }]);
  });

  it('runs scripts of several statements', async () => {
    await db.exec("INSERT INTO items (id, name) VALUES (5, 'five'); UPDATE items SET name = 'FIVE' WHERE id = 5;");
    expect(await db.query('SELECT name FROM items WHERE id = 5')).toEqual([{ name: 'FIVE' }]);
  });

  it('keeps the server thread free while a query runs long', async () => {
    const slow = db.query('SELECT pg_sleep(0.5)');
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The timer fired on time: the sleeping query holds only the database's thread.
    expect(Date.now() - started).toBeLessThan(250);
    await slow;
  });

  // Last: it closes the database the others use.
  it('refuses queries once closed', async () => {
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow('the database is closed');
  });
});
