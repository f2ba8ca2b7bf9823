import { FormattedMessage } from 'react-intl';
import type { Shop } from '../../generated/types';
import type { Language } from '../../platform/language';
import { ExhibitorCard } from '../search/ExhibitorCard';
import panel from './panel.module.css';
import { ShopChatButton } from './ShopChatButton';
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
      </div>
      {shop.introduction && (
        <section className={panel.panel} aria-labelledby="shop-introduction">
          <h2 id="shop-introduction" className={panel.heading}>
            <FormattedMessage id="shop-page.introduction" />
          </h2>
          <p className={styles.introduction}>{shop.introduction}</p>
        </section>
      )}
      {exhibitor.booths.length > 0 && (
        <section className={panel.panel} aria-labelledby="shop-booths">
          <h2 id="shop-booths" className={panel.heading}>
            <FormattedMessage id="catalog.booths" />
          </h2>
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
        </section>
      )}
    </>
  );
}
