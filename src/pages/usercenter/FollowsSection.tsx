import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { FollowTargetType } from '../../platform/buyer-actions/keys';
import type { Language } from '../../../common/language';
import { useFollowList, useUnfollowListed, type FollowedTarget } from '../../platform/personal-centre/follow-list';
import { productPageUrl, shopPageUrl } from '../../platform/shop-pages';
import { showToast } from '../../platform/toast';
import { formatDateTime } from '../../../common/wall-time';
import { CentreSection } from './CentreSection';
import { explainFailure } from './explain-failure';
import { ListStates } from './ListStates';
import list from './CentreList.module.css';
import styles from './FollowsSection.module.css';

const TARGET_TYPES: readonly FollowTargetType[] = ['PRODUCT', 'EXHIBITOR'];

/** Where a followed product or exhibitor is seen: its page in the exhibitor's shop; none without a shop. */
function pageOf(item: FollowedTarget, language: Language): string | undefined {
  const { shopCode } = item.exhibitor;
  if (!shopCode) return undefined;
  return item.targetType === 'PRODUCT' ? productPageUrl(language, shopCode, item.targetId) : shopPageUrl(language, shopCode);
}

/** My follows (spec §4 Follow / Following): products and exhibitors on two tabs, each to open or unfollow. */
export function FollowsSection({ buyerId, language }: { buyerId: string; language: Language }) {
  const intl = useIntl();
  const tabsId = useId();
  const [shown, setShown] = useState<FollowTargetType>('PRODUCT');
  const follows = useFollowList(buyerId, shown, language);
  const unfollow = useUnfollowListed(buyerId, language);

  const stopFollowing = async (item: FollowedTarget) => {
    try {
      await unfollow.mutateAsync(item);
      showToast(intl.formatMessage({ id: 'user-centre.follows.unfollowed' }, { title: item.title }));
    } catch (error) {
      await explainFailure(error, 'favorite', language, intl.formatMessage({ id: 'buyer-actions.unfollowFailed' }));
    }
  };

  return (
    <CentreSection title="user-centre.follows">
      <div className={styles.tabs} role="tablist" aria-label={intl.formatMessage({ id: 'user-centre.follows' })}>
        {TARGET_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            id={`${tabsId}-${type}`}
            aria-selected={type === shown}
            aria-controls={`${tabsId}-panel`}
            className={styles.tab}
            onClick={() => setShown(type)}
          >
            <FormattedMessage id={`user-centre.follows.${type}`} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${shown}`}>
        <ListStates query={follows}>
          {(items) => (
            <ul className={list.list}>
              {items.map((item) => {
                const page = pageOf(item, language);
                const leaving = unfollow.isPending && unfollow.variables?.targetId === item.targetId;
                return (
                  <li key={`${item.targetType} ${item.targetId}`} className={list.item}>
                    {item.imageUrl ? (
                      <img className={list.thumb} src={item.imageUrl} width={64} height={64} alt="" loading="lazy" decoding="async" />
                    ) : (
                      <span className={list.thumb} aria-hidden />
                    )}
                    <div className={list.body}>
                      <p className={list.title}>
                        {page ? (
                          <Link className={list.titleLink} to={page}>
                            {item.title}
                          </Link>
                        ) : (
                          item.title
                        )}
                      </p>
                      {item.targetType === 'PRODUCT' && <p className={list.meta}>{item.exhibitor.name}</p>}
                      <p className={list.meta}>
                        <FormattedMessage id="user-centre.follows.since" values={{ time: formatDateTime(item.followedAt, language) }} />
                      </p>
                    </div>
                    <div className={list.side}>
                      <button
                        type="button"
                        className={list.smallButton}
                        disabled={leaving}
                        aria-label={intl.formatMessage({ id: 'user-centre.follows.unfollowNamed' }, { title: item.title })}
                        onClick={() => void stopFollowing(item)}
                      >
                        <FormattedMessage id="user-centre.follows.unfollow" />
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </ListStates>
      </div>
    </CentreSection>
  );
}
