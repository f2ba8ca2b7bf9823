import type { ActivityCard, ActivityKind } from '../../common/generated/types';
import type { SectionContext } from '../../src/engine/types';
import { hasFlag } from '../../common/flags';
import { findSwitch, isSwitchOpen, type SwitchName } from '../../src/platform/switches';

/** Spec §4: the cards that follow a feature switch; New Product Release and general cards are always shown. */
const SWITCH_OF: Partial<Record<ActivityKind, SwitchName>> = {
  EXHIBITORS_ON_LIVE: 'EXHIBITORDISPLAY',
  VR_EXHIBITION_HALL: 'VIRTUALPAVILION',
};

/**
 * Spec §4: exhibitors-on-live and VR exhibition hall cards are hidden when their switch exists, unless its
 * state is not LSENABLED or now lies strictly between start and close; VR exhibition hall cards also need
 * the flag mask's VR booths bit.
 */
export function visibleActivityCards(
  cards: readonly ActivityCard[],
  { switches, now, flagMask }: Pick<SectionContext, 'switches' | 'now' | 'flagMask'>,
): ActivityCard[] {
  return cards.filter((card) => {
    if (card.kind === 'VR_EXHIBITION_HALL' && !hasFlag(flagMask, 'vrBooths')) return false;
    const switchName = SWITCH_OF[card.kind];
    return switchName === undefined || isSwitchOpen(findSwitch(switches, switchName), now);
  });
}
