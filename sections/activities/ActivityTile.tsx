import { FormattedMessage } from 'react-intl';
import type { ActivityCard } from '../../common/generated/types';
import { PortalLink } from '../../src/ui/PortalLink';
import { KIND_BADGE } from './kind-badge';
import { LazyImage } from '../../src/ui/LazyImage';
import styles from './ActivityTile.module.css';

// The pictures are drawn 16:9; the box is reserved in CSS at that ratio, whatever size the data gives.
const PICTURE_WIDTH = 640;
const PICTURE_HEIGHT = 360;

interface Props {
  card: ActivityCard;
  /** The showcase's lead card: full width, with a call to action. */
  featured: boolean;
  onActivate(): void;
}

/** Spec §4: a card without a link shows 'Coming soon' (PortalLink does). */
export function ActivityTile({ card, featured, onActivate }: Props) {
  const badge = KIND_BADGE[card.kind];
  return (
    <PortalLink to={card} className={`${styles.tile} ${featured ? styles.featured : ''}`} onActivate={onActivate}>
      <span className={styles.picture}>
        <LazyImage className={styles.image} image={card.picture} fallbackSize={{ width: PICTURE_WIDTH, height: PICTURE_HEIGHT }} />
        {badge && (
          <span className={`${styles.badge} ${card.kind === 'EXHIBITORS_ON_LIVE' ? styles.live : ''}`}>
            <FormattedMessage id={badge} />
          </span>
        )}
      </span>
      <span className={styles.caption}>
        <span className={styles.text}>
          <span className={styles.title}>{card.title}</span>
          {card.subTitle && <span className={styles.subTitle}>{card.subTitle}</span>}
        </span>
        {featured && (
          <span className={styles.action} aria-hidden>
            <FormattedMessage id="activities.takePart" />
          </span>
        )}
      </span>
    </PortalLink>
  );
}
