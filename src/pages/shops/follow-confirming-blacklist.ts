import { ERROR_CODE_BLACKLISTED_COMPANY } from '../../../common/constants';
import { openDialog } from '../../platform/dialogs';
import type { FollowOptions } from '../../platform/buyer-actions/follows';
import { RequestFailure } from '../../platform/request-failure';

/**
 * Spec §5: following a product whose company is on the buyer's blacklist asks confirmation first. The server
 * says so (409 E409_BLACKLISTED_COMPANY); on Follow anyway the follow is sent again, confirmed. Cancel leaves
 * the product unfollowed; any other failure is the caller's.
 */
export async function followConfirmingBlacklist(follow: (options: FollowOptions) => Promise<void>): Promise<void> {
  try {
    await follow({});
  } catch (error) {
    if (!(error instanceof RequestFailure && error.errorCode === ERROR_CODE_BLACKLISTED_COMPANY)) throw error;
    const outcome = await openDialog({
      title: 'common.notice',
      message: { id: 'follow.blacklistedCompany' },
      confirmLabel: 'buyer-actions.followAnyway',
      cancelLabel: 'common.cancel',
    });
    if (outcome === 'confirm') await follow({ confirmBlacklisted: true });
  }
}
