import { FormattedMessage } from 'react-intl';
import type { Shop } from '../../../common/generated/types';
import { ListNoResult } from '../../ui/ListStatus';
import { ShopPanel } from './ShopPanel';
import styles from './ShopProfile.module.css';

/** An exhibitor's profile (#/profile): its introduction and booths. */
export function ShopProfile({ shop }: { shop: Shop }) {
  const { exhibitor } = shop;
  if (!shop.introduction && exhibitor.booths.length === 0) {
    return (
      <ListNoResult>
        <FormattedMessage id="event-show.noProfile" />
      </ListNoResult>
    );
  }
  return (
    <>
      {shop.introduction && (
        <ShopPanel title="shop-page.introduction">
          <p className={styles.introduction}>{shop.introduction}</p>
        </ShopPanel>
      )}
      {exhibitor.booths.length > 0 && (
        <ShopPanel title="catalog.booths">
          <ul className={styles.booths}>
            {exhibitor.booths.map((code) => (
              <li key={code} className={styles.booth}>
                <span className={styles.boothCode}>{code}</span>
                <span className={styles.boothArea}>
                  <FormattedMessage id="booth.area" values={{ area: exhibitor.area }} />
                </span>
              </li>
            ))}
          </ul>
        </ShopPanel>
      )}
    </>
  );
}
