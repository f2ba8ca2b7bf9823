import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { SHOP_PART_LABELS, SHOP_PARTS, shopPartHash, type ShopPart } from './shop-parts';
import styles from './ShopPartTabs.module.css';

/** The shop page's parts as tabs; each is a link to its #/{path}, keeping the page's query. */
export function ShopPartTabs({ current }: { current: ShopPart }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <nav className={styles.tabs} aria-label={intl.formatMessage({ id: 'event-show.shopParts' })}>
      {SHOP_PARTS.map((part) => (
        <Link
          key={part}
          className={part === current ? styles.current : styles.tab}
          to={{ pathname, search, hash: shopPartHash(part) }}
          replace
          aria-current={part === current ? 'page' : undefined}
        >
          <FormattedMessage id={SHOP_PART_LABELS[part]} />
        </Link>
      ))}
    </nav>
  );
}
