// Loads the large catalogue into a migrated database: removes its own earlier rows, writes exhibitors,
// booths and products (with COPY on PostgreSQL, the products' indexes built after them), rebuilds the
// suggestion dictionary and vacuums and analyses the tables.
import type { Database } from '../../server/db/connection.js';
import { rebuildSearchKeywords } from '../../server/b2bshop/suggest/keyword-dictionary.js';
import { generateExhibitors } from './exhibitors.js';
import { insertRows } from './insert-rows.js';
import { withoutSecondaryIndexes } from './secondary-indexes.js';
import { mapped, reporting, writeRows } from './write-rows.js';
import { LARGE_PREFIX } from './large-ids.js';
import { generateProducts } from './products.js';

/** About as many products per exhibitor as at a real fair. */
export const PRODUCTS_PER_EXHIBITOR = 40;
export const DEFAULT_SEED = 20_260_415;
/** How often the load reports the products written so far. */
const PROGRESS_EVERY = 250_000;

const PRODUCT_COLUMNS = [
  { name: 'id' },
  { name: 'site_trader_id' },
  { name: 'title', type: 'jsonb' },
  { name: 'keywords', type: 'jsonb' },
  { name: 'sales_info', type: 'jsonb' },
  { name: 'popularity', type: 'integer' },
  { name: 'listed_at', type: 'timestamp' },
];

export interface LargeCatalogOptions {
  products: number;
  seed?: number;
  /** Reports each step as it finishes. */
  log?: (line: string) => void;
}

export interface LargeCatalogSummary {
  exhibitors: number;
  booths: number;
  products: number;
  keywords: number;
}

export async function loadLargeCatalog(db: Database, options: LargeCatalogOptions): Promise<LargeCatalogSummary> {
  const seed = options.seed ?? DEFAULT_SEED;
  const log = options.log ?? (() => {});
  const exhibitors = generateExhibitors(Math.max(1, Math.round(options.products / PRODUCTS_PER_EXHIBITOR)), seed);
  const started = Date.now();
  const step = (what: string) => log(`${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  const summary = await db.transaction(async (tx) => {
    // Products go first and on their own: deleting them through the companies' cascade is far slower.
    await tx.query(`DELETE FROM listed_products WHERE id LIKE '${LARGE_PREFIX}%'`);
    await tx.query(`DELETE FROM site_traders WHERE id LIKE '${LARGE_PREFIX}%'`);
    step('removed the earlier large catalogue');

    await writeRows(
      tx,
      'site_traders',
      [{ name: 'id' }, { name: 'name' }, { name: 'is_group' }, { name: 'is_seller' }, { name: 'is_buyer' }],
      exhibitors.map((exhibitor) => [exhibitor.siteTraderId, exhibitor.name.EN_US, 'N', 'Y', 'N']),
    );
    const exhibitorCount = await writeRows(
      tx,
      'exhibitors',
      [
        { name: 'shop_code' },
        { name: 'site_trader_id' },
        { name: 'name', type: 'jsonb' },
        { name: 'introduction', type: 'jsonb' },
        { name: 'main_products', type: 'jsonb' },
        { name: 'area' },
        { name: 'sessions_count', type: 'integer' },
        { name: 'badges', type: 'text[]' },
        { name: 'popularity', type: 'integer' },
      ],
      exhibitors.map((exhibitor) => [
        exhibitor.shopCode,
        exhibitor.siteTraderId,
        JSON.stringify(exhibitor.name),
        JSON.stringify(exhibitor.introduction),
        JSON.stringify(exhibitor.mainProducts),
        exhibitor.area,
        exhibitor.sessionsCount,
        exhibitor.badges,
        exhibitor.popularity,
      ]),
    );
    const booths = await insertRows(
      tx,
      'booths',
      [{ name: 'code' }, { name: 'hall' }, { name: 'area' }, { name: 'shop_code' }],
      exhibitors.flatMap((exhibitor) => exhibitor.booths.map((booth) => [booth.code, booth.hall, exhibitor.area, exhibitor.shopCode])),
      // A demo booth that happens to have the same number keeps it.
      'ON CONFLICT (code) DO NOTHING',
    );
    step(`wrote ${exhibitorCount} exhibitors and their booths`);

    const productRows = mapped(
      reporting(generateProducts(options.products, exhibitors, seed + 1), PROGRESS_EVERY, (count) => step(`wrote ${count} products`)),
      (product) => [
        product.id,
        product.siteTraderId,
        JSON.stringify(product.title),
        JSON.stringify(product.keywords),
        JSON.stringify(product.salesInfo),
        product.popularity,
        product.listedAt,
      ],
    );
    const writeProducts = () => writeRows(tx, 'listed_products', PRODUCT_COLUMNS, productRows);
    // With COPY the rows arrive faster than their indexes can follow: they are built once, after.
    const products = tx.copyFrom
      ? await withoutSecondaryIndexes(tx, 'listed_products', writeProducts, (index) => step(`built ${index}`))
      : await writeProducts();
    step(`wrote ${products} products and their indexes`);

    const keywords = await rebuildSearchKeywords(tx);
    step(`rebuilt the suggestion dictionary: ${keywords} keywords`);
    return { exhibitors: exhibitorCount, booths, products, keywords };
  });

  // VACUUM also merges the trigram indexes' pending entries, which every search would otherwise scan.
  for (const table of ['site_traders', 'exhibitors', 'booths', 'listed_products', 'search_keywords']) await db.exec(`VACUUM ANALYZE ${table}`);
  step('vacuumed and analysed the tables');
  return summary;
}
