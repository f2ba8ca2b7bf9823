// The sales info of a large-catalogue product (spec §3): each field a product may or may not have, texts
// as translations, the model number and the minimum order quantity as they are.
import type { StoredSalesInfo } from '../../server/b2bshop/catalog/sales-info.js';
import type { LargeExhibitor } from './exhibitors.js';
import { MATERIALS, SUPPLY_TYPES } from './product-words.js';
import type { Random } from './random.js';
import { translations } from './translations.js';

const ORDER_QUANTITIES = [1, 10, 50, 100, 200, 500, 1000, 5000];

export function salesInfo(exhibitor: LargeExhibitor, model: string, random: Random): StoredSalesInfo {
  const info: StoredSalesInfo = {};
  const { brand, city } = exhibitor;
  if (random.chance(0.9)) info.brand = translations(brand.en, brand.zh);
  if (random.chance(0.7)) {
    const material = random.pick(MATERIALS);
    info.material = translations(material.en, material.zh);
  }
  if (random.chance(0.8)) info.model = model;
  if (random.chance(0.8)) info.placeOfOrigin = translations(`${city.en}, ${city.province.en}, China`, `中国${city.province.zh}${city.zh}`);
  if (random.chance(0.6)) {
    info.specification = `${random.between(5, 120)} x ${random.between(5, 80)} x ${random.between(2, 60)} cm`;
  }
  if (random.chance(0.7)) {
    const supply = random.pick(SUPPLY_TYPES);
    info.supplyType = translations(supply.en, supply.zh);
  }
  if (random.chance(0.5)) info.manufacturer = exhibitor.name;
  if (random.chance(0.6)) info.shippingAddress = translations(city.port.en, city.port.zh);
  if (random.chance(0.85)) info.minimumOrderQuantity = random.pick(ORDER_QUANTITIES);
  return info;
}
