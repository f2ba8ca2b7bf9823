import type { ExhibitionAreaCard } from '../../common/generated/types';
import { PortalLink } from '../../src/ui/PortalLink';
import { scheduleLines } from './schedule-lines';
import { textToneOn } from './text-tone';
import { LazyImage } from '../../src/ui/LazyImage';
import styles from './AreaCard.module.css';

const ICON_SIZE = 96;

interface Props {
  area: ExhibitionAreaCard;
  onActivate(): void;
}

/** Spec §3: an exhibition area card — its colour, icon, title and the first lines of its session schedule. */
export function AreaCard({ area, onActivate }: Props) {
  const { cardBackgroundColor } = area.udfs;
  const lines = scheduleLines(area.sessionSchedule);
  return (
    <PortalLink to={area.url} className={styles.card} onActivate={onActivate}>
      <span className={`${styles.body} ${styles[textToneOn(cardBackgroundColor)]}`} style={{ backgroundColor: cardBackgroundColor }}>
        <span className={styles.heading}>
          <LazyImage className={styles.icon} image={area.icon} fallbackSize={{ width: ICON_SIZE, height: ICON_SIZE }} />
          <span className={styles.title}>{area.title}</span>
        </span>
        {lines.length > 0 && (
          <span className={styles.schedule}>
            {lines.map((line, index) => (
              <span className={styles.line} key={index}>
                {line}
              </span>
            ))}
          </span>
        )}
      </span>
    </PortalLink>
  );
}
