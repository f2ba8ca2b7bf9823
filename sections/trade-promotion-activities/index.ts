import { lazy } from 'react';
import { defineSection } from '../../src/engine/define-section';
import type { TradePromotionActivitiesData } from '../../common/generated/types';

/** TRADEPROMOTIONACTIVITIES: the trade-bridge banners (spec §2, §3), shown when there is at least one item. */
export const tradePromotionActivities = defineSection<TradePromotionActivitiesData>({
  key: 'TRADEPROMOTIONACTIVITIES',
  loadValidator: () =>
    import('../../common/generated/validators/validateTradePromotionActivitiesData.js').then((module) => module.validateTradePromotionActivitiesData),
  loadSchema: () => import('./schema.json').then((module) => module.default),
  gate: (data) => data.items.length > 0,
  analytics: { click: 'belt_and_road_initiative_click' },
  placeholder: { minHeight: 590 },
  View: lazy(() => import('./View')),
});
