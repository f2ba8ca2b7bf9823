import type { ActivityKind } from '../../common/generated/types';
import type { MessageId } from '../../common/i18n/messages';

/** The label over a card's picture that says what kind of activity it is; general activities carry none. */
export const KIND_BADGE: Readonly<Record<ActivityKind, MessageId | undefined>> = {
  EXHIBITORS_ON_LIVE: 'activities.badge.live',
  VR_EXHIBITION_HALL: 'activities.badge.vr',
  NEW_PRODUCT_RELEASE: 'activities.badge.newProduct',
  GENERAL: undefined,
};
