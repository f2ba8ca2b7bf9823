import { describe, expect, it } from 'vitest';
import type { Language } from '../../../common/generated/types.js';
import { loadLargeCatalog } from '../../../scripts/large-catalog/load-large-catalog.js';
import type { Queryable } from '../../db/connection.js';
import { migratedTestDatabase } from '../../db/testing/migrated-database.js';
import { testDatabases } from '../../db/testing/databases.js';
import { createSuggestionRepository } from './repository.js';

interface Keyword {
  keyword: string;
  popularity: number;
}

// Spec §7's order, worked out the slow way: prefix matches first, then by popularity, then by key (bytewise).
function expectedKeywords(dictionary: readonly Keyword[], query: string, limit: number): string[] {
  const lower = query.toLowerCase();
  return dictionary
    .filter(({ keyword }) => keyword.toLowerCase().includes(lower))
    .sort(
      (a, b) =>
        Number(b.keyword.toLowerCase().startsWith(lower)) - Number(a.keyword.toLowerCase().startsWith(lower)) ||
        b.popularity - a.popularity ||
        (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0),
    )
    .slice(0, limit)
    .map(({ keyword }) => keyword);
}

const QUERIES: [Language, string[]][] = [
  ['en-US', ['l', 'e', 'x', 'Li', 'ed', 'o f', 'lig', 'LIGHT', 'work l', 'ter', 'steel b', 'zzz']],
  ['zh-CN', ['灯', '防', '水', '工作', '不锈钢', '作灯', '防水工作灯', 'led', '鑫']],
];

describe.each(testDatabases)('the suggestion repository on $name, on a large catalogue', (kind) => {
  const database = migratedTestDatabase(kind, (db) => loadLargeCatalog(db, { products: 3000 }));

  it.each(QUERIES)('answers each %s query in the spec order, short or long', async (language, queries) => {
    const dictionary = await database.db.query<Keyword>('SELECT keyword, popularity FROM search_keywords WHERE language = $1', [language]);
    const repository = createSuggestionRepository(database.db);
    for (const query of queries) {
      for (const limit of [1, 10, 20])
        expect(await repository.keywords(language, query, limit), `${query} × ${limit}`).toEqual(expectedKeywords(dictionary, query, limit));
    }
  });

  it('reads one index range for a short query and the trigram index for a longer one', async () => {
    const plans: string[] = [];
    const explaining: Queryable = {
      query: async <T>(sql: string, params?: unknown[]) => {
        const rows = await database.db.query<Record<string, string>>(`EXPLAIN ${sql}`, params);
        plans.push(rows.map((row) => Object.values(row).join('')).join('\n'));
        return [] as T[];
      },
      exec: (script) => database.db.exec(script),
    };
    const repository = createSuggestionRepository(explaining);
    await repository.keywords('en-US', 'li', 10);
    await repository.keywords('zh-CN', '工作灯', 10);
    await repository.keywords('en-US', 'light', 10);
    expect(plans[0]).toMatch(/Index (Only )?Scan using search_short_suggestions_pkey/);
    expect(plans[1]).toContain('search_keywords_infix');
    expect(plans[2]).toContain('search_keywords_infix');
    expect(plans.join('\n')).not.toContain('Seq Scan');
  });
});
