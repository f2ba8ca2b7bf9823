import type { SectionTracker } from '../../src/engine/types';
import type { TradeBridgeItem } from '../../common/generated/types';
import { PortalLink } from '../../src/ui/PortalLink';
import { LazyImage } from '../../src/ui/LazyImage';
import styles from './TradeBridgeCard.module.css';

/** The sizes the pictures are drawn for, used when the data leaves a size out. */
const PICTURE_SIZE = { width: 690, height: 240 };
const EMBLEM_SIZE = { width: 64, height: 64 };

interface Props {
  item: TradeBridgeItem;
  track: SectionTracker;
}

/** One trade-bridge banner: the picture links to udfs.pictureLink, the subTitle (with picture2 beside it) to subTitleLink. */
export function TradeBridgeCard({ item, track }: Props) {
  const { picture } = item;
  const { picture2, pictureLink } = item.udfs;
  return (
    <article className={styles.card}>
      <PortalLink
        to={pictureLink}
        className={styles.pictureLink}
        aria-label={item.subTitle}
        onActivate={() => track.click({ id: item.id, title: item.subTitle, target: 'picture' })}
      >
        <LazyImage className={styles.picture} image={picture} fallbackSize={PICTURE_SIZE} />
      </PortalLink>
      <PortalLink
        to={item.subTitleLink}
        className={styles.subTitleLink}
        onActivate={() => track.click({ id: item.id, title: item.subTitle, target: 'subTitle' })}
      >
        {picture2 && <LazyImage className={styles.emblem} image={picture2} fallbackSize={EMBLEM_SIZE} />}
        <span className={styles.subTitle}>{item.subTitle}</span>
        <span className={styles.chevron} aria-hidden>
          ›
        </span>
      </PortalLink>
    </article>
  );
}
