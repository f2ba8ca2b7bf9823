import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.js';
import { testDatabases, type TestDatabase } from '../db/test-databases.js';
import { createSensitiveWordRepository } from './repository.js';

describe.each(testDatabases)('the sensitive-word list on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await migrate(database.db);
  });
  afterAll(() => database?.dispose());

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
