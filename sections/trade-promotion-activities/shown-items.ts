import type { TradeBridgeItem } from '../../common/generated/types';
import { TRADE_BRIDGE_MAX } from '../../common/constants';

/** Spec §2, §9: the trade-bridge banners shown: sorted by sequence ascending, at most TRADE_BRIDGE_MAX. Equal sequences keep the server's order. */
export function shownItems(items: readonly TradeBridgeItem[]): TradeBridgeItem[] {
  return [...items].sort((a, b) => a.sequence - b.sequence).slice(0, TRADE_BRIDGE_MAX);
}
