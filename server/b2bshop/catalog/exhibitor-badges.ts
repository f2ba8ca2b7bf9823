import type { ExhibitorBadges } from '../../../common/generated/types.js';
import { FREQUENT_EXHIBITOR_SESSIONS } from '../../../common/constants.js';

/** The badges of spec §3 that exhibitors.badges stores by name: all but isMultipleExhibit. */
export const STORED_BADGES = [
  'isAeo',
  'isBrandEnterprise',
  'isCfAward',
  'isGreenAward',
  'isInvitationAward',
  'isNewExhibition',
  'isChinatimehonoredBrand',
  'isNewHightechEnterprise',
  'isPovertyAlleviation',
  'natEntTechCenter',
  'entsinglespecialmfgindustry',
] as const satisfies readonly (keyof ExhibitorBadges)[];

/** The twelve badges as booleans; isMultipleExhibit means more than 10 sessions (spec §3). */
export function toBadges(stored: readonly string[], sessionsCount: number): ExhibitorBadges {
  const held = new Set(stored);
  const badges = Object.fromEntries(STORED_BADGES.map((badge) => [badge, held.has(badge)])) as Record<(typeof STORED_BADGES)[number], boolean>;
  return { ...badges, isMultipleExhibit: sessionsCount > FREQUENT_EXHIBITOR_SESSIONS };
}
