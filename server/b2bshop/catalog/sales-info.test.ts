import { describe, expect, it } from 'vitest';
import { salesInfoIn } from './sales-info.js';

describe('salesInfoIn', () => {
  const salesInfo = {
    minimumOrderQuantity: 200,
    supplyType: { EN_US: 'In stock', ZH_CN: '现货' },
    model: 'PR-CD20',
    brand: { EN_US: 'Pearl River', ZH_CN: '珠江' },
    material: { ZH_CN: '铬钒钢' },
  };

  it("lists the product's fields in the spec's order, texts in the language and the others as they are", () => {
    expect(salesInfoIn(salesInfo, 'en-US')).toEqual([
      { field: 'brand', value: 'Pearl River' },
      { field: 'material', value: '铬钒钢' },
      { field: 'model', value: 'PR-CD20' },
      { field: 'supplyType', value: 'In stock' },
      { field: 'minimumOrderQuantity', value: '200' },
    ]);
    expect(salesInfoIn(salesInfo, 'zh-CN').map(({ value }) => value)).toEqual(['珠江', '铬钒钢', 'PR-CD20', '现货', '200']);
  });

  it('leaves out the fields a product does not have, or has no text for', () => {
    expect(salesInfoIn({}, 'en-US')).toEqual([]);
    expect(salesInfoIn({ brand: {}, model: '' }, 'en-US')).toEqual([]);
  });
});
