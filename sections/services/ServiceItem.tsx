import type { ServiceLink } from '../../common/generated/types';
import { PortalLink } from '../../src/ui/PortalLink';
import styles from './ServiceItem.module.css';

/** A big tile of the 2x2 grid, or a small icon of the 2x3 grid. */
type Look = 'tile' | 'shortcut';

/** The icon's box in each look; the data's own size is its intrinsic one, kept for the aspect ratio. */
const ICON_PX: Record<Look, number> = { tile: 48, shortcut: 40 };

interface Props {
  service: ServiceLink;
  look: Look;
}

/** One service: its link resolves by redirectType, and no link shows 'Coming soon' (PortalLink). */
export function ServiceItem({ service, look }: Props) {
  const { icon } = service;
  return (
    <PortalLink to={service} className={`${styles.item} ${styles[look]}`}>
      <span className={styles.title}>{service.title}</span>
      <img
        className={styles.icon}
        src={icon.url}
        width={icon.width ?? ICON_PX[look]}
        height={icon.height ?? ICON_PX[look]}
        alt=""
        loading="lazy"
        decoding="async"
      />
    </PortalLink>
  );
}
