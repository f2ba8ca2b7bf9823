// Spec §4: the 7-bit feature mask. Bits are named in constants.ts (FLAG_BITS).
import { FLAG_BITS } from './constants';

export type FlagName = keyof typeof FLAG_BITS;

export function hasFlag(mask: number, flag: FlagName): boolean {
  return (mask & FLAG_BITS[flag]) !== 0;
}
