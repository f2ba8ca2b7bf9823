import { FormattedMessage } from 'react-intl';
import type { EcommerceCard } from '../../common/generated/types';
import type { DialogRequest } from '../../src/platform/dialogs';
import { PortalLink } from '../../src/ui/PortalLink';
import { LazyImage } from '../../src/ui/LazyImage';
import styles from './EcommerceCardLink.module.css';

/** The box a picture without its own size is drawn in; the CSS keeps the same ratio. */
const PICTURE_BOX = { width: 320, height: 200 };

interface Props {
  card: EcommerceCard;
  to: string;
  tone: 'red' | 'gold';
  onActivate?(): void;
  /** The switch's notice while the card's feature is closed. */
  closedNotice: DialogRequest['message'] | undefined;
}

export function EcommerceCardLink({ card, to, tone, onActivate, closedNotice }: Props) {
  const { picture } = card;
  return (
    <PortalLink to={to} className={`${styles.card} ${styles[tone]}`} onActivate={onActivate} closedNotice={closedNotice}>
      <LazyImage className={styles.picture} image={picture} fallbackSize={PICTURE_BOX} />
      <span className={styles.text}>
        <span className={styles.title}>{card.title}</span>
        {card.subTitle && <span className={styles.subTitle}>{card.subTitle}</span>}
        <span className={styles.enter}>
          <FormattedMessage id="ecommerce.enter" />
          <span aria-hidden> ›</span>
        </span>
      </span>
    </PortalLink>
  );
}
