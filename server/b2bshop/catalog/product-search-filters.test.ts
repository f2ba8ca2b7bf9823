import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed.js';
import { migratedTestDatabase } from '../../db/testing/migrated-database.js';
import { testDatabases } from '../../db/testing/databases.js';

// Migration 028: the exhibitor's area and the supply type, copied onto each product for epSearch's filters.
describe.each(testDatabases)('the product copies of the search filters on $name', (kind) => {
  const database = migratedTestDatabase(kind, seedIfEmpty);
  const productArea = async (id: string) =>
    (await database.db.query<{ area: string | null }>('SELECT exhibitor_area AS area FROM listed_products WHERE id = $1', [id]))[0]?.area;

  it('holds the area of each product’s exhibitor and the supply type as each language shows it', async () => {
    const differing = await database.db.query(
      `SELECT p.id FROM listed_products p LEFT JOIN exhibitors e ON e.site_trader_id = p.site_trader_id
        WHERE p.exhibitor_area IS DISTINCT FROM e.area
           OR p.supply_type_en_us IS DISTINCT FROM coalesce(p.sales_info #>> '{supplyType,EN_US}', p.sales_info #>> '{supplyType,ZH_CN}')
           OR p.supply_type_zh_cn IS DISTINCT FROM p.sales_info #>> '{supplyType,ZH_CN}'`,
    );
    expect(differing).toEqual([]);
    expect(await database.db.query('SELECT 1 FROM listed_products WHERE supply_type_en_us IS NOT NULL LIMIT 1')).toHaveLength(1);
  });

  it('follows an exhibitor that moves to another area', async () => {
    await database.db.query(`UPDATE exhibitors SET area = 'Z' WHERE site_trader_id = (SELECT site_trader_id FROM listed_products WHERE id = 'prd-3001')`);
    expect(await productArea('prd-3001')).toBe('Z');
  });

  it('follows a product’s sales info', async () => {
    await database.db.query(`UPDATE listed_products SET sales_info = '{"supplyType": {"ZH_CN": "现货"}}' WHERE id = 'prd-3002'`);
    const [row] = await database.db.query('SELECT supply_type_en_us, supply_type_zh_cn FROM listed_products WHERE id = $1', ['prd-3002']);
    expect(row).toEqual({ supply_type_en_us: '现货', supply_type_zh_cn: '现货' });
  });

  it('has no area while the company does not exhibit, and its exhibitor’s once it does', async () => {
    await database.db.query(`INSERT INTO site_traders (id, name, is_group, is_seller, is_buyer) VALUES ('filters-company', 'Filters Co', 'N', 'Y', 'N')`);
    await database.db.query(`INSERT INTO listed_products (id, site_trader_id, title) VALUES ('filters-product', 'filters-company', '{"EN_US": "lamp"}')`);
    expect(await productArea('filters-product')).toBeNull();
    await database.db.query(`INSERT INTO exhibitors (shop_code, site_trader_id, name, area) VALUES ('filters-shop', 'filters-company', '{}', 'K')`);
    expect(await productArea('filters-product')).toBe('K');
    await database.db.query(`DELETE FROM exhibitors WHERE shop_code = 'filters-shop'`);
    expect(await productArea('filters-product')).toBeNull();
  });
});
