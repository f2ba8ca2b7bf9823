// Issue 7: an ordering slot may carry a time window (udfs.startTime, udfs.closeTime, UTC+8 wall times). Unlike a
// switch's window (strictly between, spec §4), a slot's is half-open: it shows from its start, up to its close.
import type { OrderingSlot } from '../../common/generated/types';
import { wallTimeInstant } from '../../common/wall-time';

/**
 * Whether the slot's window lets it render now: true without a window, else startTime <= now < closeTime.
 * Throws InvalidWallTimeError for a time that does not exist (2026-02-30), which the schema's pattern lets by.
 */
export function isSlotWindowOpen(slot: OrderingSlot, now: Date): boolean {
  const { startTime, closeTime } = slot.udfs;
  if (startTime === undefined || closeTime === undefined) return true;
  const instant = now.valueOf();
  return wallTimeInstant(startTime) <= instant && instant < wallTimeInstant(closeTime);
}
