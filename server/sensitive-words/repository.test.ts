import { describe, expect, it } from 'vitest';
import { migratedTestDatabase } from '../db/testing/migrated-database.js';
import { testDatabases } from '../db/testing/databases.js';
import { createSensitiveWordRepository } from './repository.js';

describe.each(testDatabases)('the sensitive-word list on $name', (kind) => {
  const database = migratedTestDatabase(kind);

  it('lists the words of both languages and keeps a word once', async () => {
    const words = createSensitiveWordRepository(database.db);
    expect(await words.count()).toBe(0);
    await words.insert({ word: 'counterfeit', language: 'en-US' });
    await words.insert({ word: '假货', language: 'zh-CN' });
    await words.insert({ word: 'counterfeit', language: 'en-US' });
    expect(await words.count()).toBe(2);
    expect((await words.listWords()).sort()).toEqual(['counterfeit', '假货'].sort());
  });

  it('refuses a blank word', async () => {
    await expect(createSensitiveWordRepository(database.db).insert({ word: '  ', language: 'en-US' })).rejects.toThrow();
  });
});
