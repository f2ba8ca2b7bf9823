// Spec §5, §9: an unread count shows the number up to 99, then 99+ (IM and collect badges), or an ellipsis
// in the header.
import { UNREAD_BADGE_CAP } from '../../common/constants';

export type BadgeVariant = 'standard' | 'header';

export const BADGE_ELLIPSIS = '…';

/** The text of a count's badge; none for a count of zero or less. */
export function badgeText(count: number, variant: BadgeVariant = 'standard'): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  if (count <= UNREAD_BADGE_CAP) return String(Math.floor(count));
  return variant === 'header' ? BADGE_ELLIPSIS : `${UNREAD_BADGE_CAP}+`;
}
