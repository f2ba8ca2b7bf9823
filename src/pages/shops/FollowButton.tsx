import { FormattedMessage, useIntl } from 'react-intl';
import type { FollowTarget } from '../../platform/buyer-actions/keys';
import { useFollowed, useSetFollowed } from '../../platform/buyer-actions/use-follow';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import { showToast } from '../../platform/toast';
import { ActionIcon } from './ActionIcon';
import { followConfirmingBlacklist } from './follow-confirming-blacklist';
import { useBuyerActionGate } from './use-buyer-action-gate';
import styles from './BuyerActionBar.module.css';

interface Props {
  target: FollowTarget;
  language: Language;
}

/** Spec §4: Follow (Following / Followed) — a followed exhibitor reads Following, a followed exhibit Followed. */
const FOLLOWED_LABEL: Record<FollowTarget['targetType'], MessageId> = { EXHIBITOR: 'buyer-actions.following', PRODUCT: 'buyer-actions.followed' };

/**
 * Follow / Following of an exhibit or an exhibitor, for buyers (spec §4, §5, §6); pressed again, it unfollows.
 * A visitor gets the login prompt, a non-buyer 'cannot add to favorites'; a product of a company on the buyer's
 * blacklist is followed only after the buyer confirms. The state after a reload is the server's.
 */
export function FollowButton({ target, language }: Props) {
  const intl = useIntl();
  const gate = useBuyerActionGate(language);
  const state = useFollowed(gate.buyerId, target, language);
  const change = useSetFollowed(gate.buyerId, target);
  const followed = state.data === true;

  const toggle = async () => {
    if (!(await gate.pass('favorite'))) return;
    try {
      if (followed) await change.mutateAsync({ followed: false });
      else await followConfirmingBlacklist((options) => change.mutateAsync({ followed: true, ...options }));
    } catch (error) {
      if (await gate.refused(error, 'favorite')) return;
      showToast(intl.formatMessage({ id: followed ? 'buyer-actions.unfollowFailed' : 'buyer-actions.followFailed' }));
    }
  };

  return (
    <button
      type="button"
      className={followed ? styles.done : styles.item}
      aria-pressed={followed}
      disabled={gate.sessionPending || change.isPending || (gate.buyerId !== undefined && state.isPending)}
      onClick={() => void toggle()}
    >
      <ActionIcon name={followed ? 'followed' : 'follow'} />
      <FormattedMessage id={followed ? FOLLOWED_LABEL[target.targetType] : 'buyer-actions.follow'} />
    </button>
  );
}
