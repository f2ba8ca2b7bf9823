import { useIntl } from 'react-intl';
import type { FloatingWindowData } from '../../common/generated/types';
import { PortalLink } from '../../src/ui/PortalLink';
import styles from './Overlay.module.css';

type Promo = NonNullable<FloatingWindowData['window']>;

interface Props {
  promo: Promo;
  onActivate(): void;
  onClose(): void;
}

/** The floating window: a small promo picture above the APP button, closable. */
export function FloatingPromo({ promo, onActivate, onClose }: Props) {
  const intl = useIntl();
  const { url, width = 180, height = 224 } = promo.picture;
  return (
    <div className={styles.promo}>
      <PortalLink to={promo} className={styles.promoLink} onActivate={onActivate}>
        <img
          className={styles.promoImage}
          src={url}
          width={width}
          height={height}
          alt={promo.title}
          style={{ aspectRatio: `${width} / ${height}` }}
          loading="lazy"
          decoding="async"
        />
      </PortalLink>
      <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'floating-window.close' })}>
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden>
          <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
