import type { Banner } from '../../common/generated/types';
import { resolveLink } from '../../src/platform/links';
import { PortalLink } from '../../src/ui/PortalLink';
import styles from './View.module.css';

interface Props {
  banner: Banner;
  /** The first slide is the likely LCP image: load it at once; the others lazily. */
  eager: boolean;
}

export function BannerSlide({ banner, eager }: Props) {
  const { url, width, height } = banner.materialInfo;
  const image = (
    <img
      className={styles.image}
      src={url}
      width={width ?? 750}
      height={height ?? 300}
      alt={banner.title}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
  const href = resolveLink(banner);
  return href ? (
    // Spec §8: a banner linking to another site asks before leaving (PortalLink).
    <PortalLink to={href} className={styles.link}>
      {image}
    </PortalLink>
  ) : (
    <div className={styles.link} data-banner-id={banner.id}>
      {image}
    </div>
  );
}
