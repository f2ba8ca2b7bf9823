import { FormattedMessage } from 'react-intl';
import type { Shop } from '../../generated/types';
import type { Language } from '../../platform/language';
import { ExhibitorCard } from '../search/ExhibitorCard';
import { ShareButton } from '../../ui/ShareButton';
import { ShopChatButton } from './ShopChatButton';
import { ShopPanel } from './ShopPanel';
import styles from './ShopProfile.module.css';

/** The top of an exhibitor's shop: its card, how long and how much it exhibits, its introduction and booths. */
export function ShopProfile({ shop, language }: { shop: Shop; language: Language }) {
  const { exhibitor } = shop;
  return (
    <>
      <div className={styles.card}>
        <ExhibitorCard exhibitor={exhibitor} language={language} linked={false} />
        <p className={styles.stats}>
          <span>
            <FormattedMessage id="shop-page.sessions" values={{ sessions: shop.sessionsCount }} />
          </span>
          <span>
            <FormattedMessage id="shop-page.productCount" values={{ count: shop.productCount }} />
          </span>
        </p>
        {shop.imUserId && <ShopChatButton imUserId={shop.imUserId} shopCode={exhibitor.shopCode} language={language} />}
        <ShareButton language={language} title={exhibitor.name} />
      </div>
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
