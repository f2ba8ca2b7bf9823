import { FormattedMessage } from 'react-intl';
import type { Shop } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { ShareButton } from '../../ui/ShareButton';
import { ExhibitorCard } from '../search/ExhibitorCard';
import styles from './ShopProfile.module.css';

/** The top of an exhibitor's shop: its card, how long and how much it exhibits, and share (the buyer's actions are in the bar). */
export function ShopCard({ shop, language }: { shop: Shop; language: Language }) {
  const { exhibitor } = shop;
  return (
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
      <ShareButton language={language} title={exhibitor.name} />
    </div>
  );
}
