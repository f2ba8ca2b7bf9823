import { describe, expect, it } from 'vitest';
import type { TradePromotionActivitiesData } from '../../common/generated/types';
import { TRADE_BRIDGE_MAX } from '../../common/constants';
import many from './fixtures/many.en-US.json';
import { shownItems } from './shown-items';

const { items } = many as TradePromotionActivitiesData;

describe('shownItems', () => {
  it('shows at most 3 trade-bridge banners', () => {
    expect(items.length).toBeGreaterThan(TRADE_BRIDGE_MAX);
    expect(shownItems(items)).toHaveLength(TRADE_BRIDGE_MAX);
  });

  it('sorts the banners by sequence ascending', () => {
    expect(shownItems(items).map((item) => item.sequence)).toEqual([1, 2, 3]);
  });

  it('keeps the server order of banners with the same sequence', () => {
    const tied = items.map((item) => ({ ...item, sequence: 7 }));
    expect(shownItems(tied).map((item) => item.id)).toEqual(items.slice(0, TRADE_BRIDGE_MAX).map((item) => item.id));
  });
});
