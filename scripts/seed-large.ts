// npm run seed:large -- [products] — loads a large catalogue (default 200 000 products, about one
// exhibitor per 40) into the database the server uses: PGlite in PORTAL_DATA_DIR (./data), or
// DATABASE_URL (with COPY: 3 000 000 products in about 5½ minutes). Run again to replace it; the demo seed's
// rows are left as they are.
import { readServerEnv } from '../server/config/server-env.js';
import { openDatabase } from '../server/db/connection.js';
import { migrate } from '../server/db/migrate.js';
import { seedIfEmpty } from '../server/db/seed.js';
import { loadLargeCatalog } from './large-catalog/load-large-catalog.js';

const DEFAULT_PRODUCTS = 200_000;

function productCount(argument: string | undefined): number {
  if (argument === undefined) return DEFAULT_PRODUCTS;
  const count = Number(argument.replaceAll('_', ''));
  if (!Number.isInteger(count) || count < 1) throw new Error(`The product count must be a positive integer, not "${argument}".`);
  return count;
}

async function main(): Promise<void> {
  const products = productCount(process.argv[2]);
  const { database } = readServerEnv(process.env);
  console.log(`Loading ${products} products into ${database.kind === 'pglite' ? database.dataDir : 'DATABASE_URL'}…`);
  const db = await openDatabase(database);
  try {
    await migrate(db);
    // The demo data first, so a server started later still finds its pages and accounts.
    await seedIfEmpty(db);
    const summary = await loadLargeCatalog(db, { products, log: (line) => console.log(`  ${line}`) });
    console.log(`Done: ${summary.exhibitors} exhibitors, ${summary.booths} booths, ${summary.products} products, ${summary.keywords} suggestion keywords.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('The large catalogue could not be loaded:', error);
  process.exit(1);
});
