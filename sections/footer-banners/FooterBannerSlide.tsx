import { FormattedMessage } from 'react-intl';
import type { FooterBanner } from '../../src/generated/types';
import { PortalLink } from '../../src/ui/PortalLink';
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
        <img
          className={styles.image}
          src={picture.url}
          width={picture.width ?? FOOTER_BANNER_BOX.width}
          height={picture.height ?? FOOTER_BANNER_BOX.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      </PortalLink>
      <span className={styles.adTag}>
        <FormattedMessage id="footer-banners.ad" />
      </span>
    </div>
  );
}
