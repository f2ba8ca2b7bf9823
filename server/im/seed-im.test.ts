import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../db/seed.js';
import { migratedTestDatabase } from '../db/testing/migrated-database.js';
import { testDatabases } from '../db/testing/databases.js';
import { IM_SEED_FILE, readImSeed } from './im-seed-file.js';
import { createImRepository } from './repository.js';
import { seedImIfEmpty } from './seed-im.js';

describe('fixtures/seed/im.json', () => {
  const seed = readImSeed();

  it('holds a short conversation between buyer@ and seller@ whose last message, from the seller, the buyer has not read', () => {
    expect(seed.conversations.map(({ between }) => between)).toEqual([['buyer@demo.fair', 'seller@demo.fair']]);
    const messages = seed.conversations[0]?.messages ?? [];
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(messages.filter(({ read }) => read === false)).toEqual([messages.at(-1)]);
    expect(messages.at(-1)?.from).toBe('seller@demo.fair');
    const minutes = messages.map(({ minutesAgo }) => minutesAgo);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
  });

  it('is refused with a message from someone outside the conversation, or without the expected shape', () => {
    const dir = mkdtempSync(join(tmpdir(), 'im-seed-'));
    try {
      const [conversation] = seed.conversations;
      const stranger = { ...conversation, messages: [{ from: 'group@demo.fair', minutesAgo: 1, text: 'Hi' }] };
      writeFileSync(join(dir, IM_SEED_FILE), JSON.stringify({ conversations: [stranger] }));
      expect(() => readImSeed(dir)).toThrow(/group@demo\.fair writes in a conversation between/);
      writeFileSync(join(dir, IM_SEED_FILE), JSON.stringify({ conversations: [{ ...conversation, messages: [] }] }));
      expect(() => readImSeed(dir)).toThrow(/im\.json is not valid/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabases)('seeding the local IM on $name', (kind) => {
  const database = migratedTestDatabase(kind);

  it('is part of seeding the portal: one unread message for the buyer, none for the seller', async () => {
    await seedIfEmpty(database.db);
    const im = createImRepository(database.db);
    expect(await im.unreadTotal('acc-buyer')).toBe(1);
    expect(await im.unreadTotal('acc-seller')).toBe(0);
    const messages = await im.listMessages('acc-buyer', 'acc-seller', { size: 20 });
    expect(messages.map(({ text }) => text)).toEqual(readImSeed().conversations[0]?.messages.map(({ text }) => text));
  });

  it('leaves a local IM that holds messages alone, and seeds one that was emptied', async () => {
    expect(await seedImIfEmpty(database.db)).toBe(0);
    await database.db.exec('DELETE FROM im_conversations');
    expect(await seedImIfEmpty(database.db)).toBe(readImSeed().conversations[0]?.messages.length);
    expect(await createImRepository(database.db).unreadTotal('acc-buyer')).toBe(1);
  });
});
