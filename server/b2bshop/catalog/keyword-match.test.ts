import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed.js';
import { migratedTestDatabase } from '../../db/testing/migrated-database.js';
import { testDatabases } from '../../db/testing/databases.js';
import { containsPattern } from '../../filter/like-pattern.js';
import { SqlParams } from '../../filter/sql-params.js';
import { productMatch, searchesByPairs } from './keyword-match.js';

describe('which keywords search by their pairs of characters (migration 029)', () => {
  it('those with a word of two characters, one not ASCII, and no run of three letters', () => {
    expect(['书架', 'T恤', '电钻 ', '书架 柜子', '%钻', '灯_泡'].filter(searchesByPairs)).toEqual(['书架', 'T恤', '电钻 ', '书架 柜子']);
  });

  it('not those the trigram index finds, nor those of one character or ASCII only', () => {
    expect(['吸顶灯', 'led灯', 'vase', 'tv', '灯', '😀', 'a 灯', ''].filter(searchesByPairs)).toEqual([]);
  });

  it('adds the pairs as a narrowing of the keyword condition, on the same parameter', () => {
    const params = new SqlParams();
    expect(productMatch('书架', params)).toEqual({
      condition: "p.search_text LIKE lower($1) ESCAPE '\\'",
      narrowing: 'search_pairs(p.search_text) @> search_pairs(lower($1))',
    });
    expect(params.values).toEqual(['%书架%']);
    expect(productMatch('vase', new SqlParams())).toEqual({ condition: "p.search_text LIKE lower($1) ESCAPE '\\'" });
  });
});

describe.each(testDatabases)('search_pairs on $name', (kind) => {
  const database = migratedTestDatabase(kind, seedIfEmpty);

  it('gives the pairs of the words, of which one character at least is not ASCII', async () => {
    const [row] = await database.db.query<{ pairs: string[] }>("SELECT search_pairs('led灯 t恤, abc 书架%x 灯') AS pairs");
    expect([...row!.pairs].sort()).toEqual(['d灯', 't恤', '书架'].sort());
  });

  // Every two characters of the seeded catalogue's texts that search by pairs: the pairs and the LIKE together
  // find exactly the products the LIKE alone does.
  it('narrows a keyword to a superset of its matches, for every such keyword of the seeded catalogue', async () => {
    const texts = await database.db.query<{ search_text: string }>('SELECT search_text FROM listed_products');
    const keywords = [...new Set(texts.flatMap(({ search_text: text }) => Array.from({ length: text.length - 1 }, (_, index) => text.slice(index, index + 2))))]
      .filter(searchesByPairs)
      .map(containsPattern);
    expect(keywords.length).toBeGreaterThan(100);
    const missed = await database.db.query(
      `SELECT keyword, p.id FROM unnest($1::text[]) AS keyword JOIN listed_products p ON p.search_text LIKE keyword ESCAPE '\\'
        WHERE NOT search_pairs(p.search_text) @> search_pairs(keyword)`,
      [keywords],
    );
    expect(missed).toEqual([]);
  });
});
