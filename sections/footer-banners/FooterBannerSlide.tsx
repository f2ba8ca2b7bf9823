import { FormattedMessage } from 'react-intl';
import type { FooterBanner } from '../../common/generated/types';
import { PortalLink } from '../../src/ui/PortalLink';
import { LazyImage } from '../../src/ui/LazyImage';
import styles from './FooterBannerSlide.module.css';

/** The box a picture without its own size is drawn in. */
export const FOOTER_BANNER_BOX = { width: 750, height: 240 };

interface Props {
  banner: FooterBanner;
  /** Undefined until the click listeners are bound (spec §9). */
  onActivate?(): void;
}

export function FooterBannerSlide({ banner, onActivate }: Props) {
  const { picture } = banner;
  return (
    <div className={styles.slide} data-banner-id={banner.id}>
      <PortalLink to={banner} className={styles.link} onActivate={onActivate} aria-label={banner.title}>
        <LazyImage className={styles.image} image={picture} fallbackSize={FOOTER_BANNER_BOX} />
      </PortalLink>
      <span className={styles.adTag}>
        <FormattedMessage id="footer-banners.ad" />
      </span>
    </div>
  );
}
