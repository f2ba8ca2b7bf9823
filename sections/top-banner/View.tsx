import { lazy, Suspense, useEffect, useState } from 'react';
import type { SectionProps } from '../../src/engine/types';
import type { TopBannerData } from '../../common/generated/types';
import { BANNER_AUTOPLAY_MS } from '../../common/constants';
import { BannerSlide } from './BannerSlide';
import styles from './View.module.css';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

/**
 * The first banner is the page's largest paint: it shows at once, alone. The carousel (swiper's code) is
 * only wanted once it has to move — at the first autoplay tick, or when the visitor touches or focuses
 * it — and then takes over in place, so the first screen does not wait for it.
 */
export default function TopBannerView({ data }: SectionProps<TopBannerData>) {
  const { banners } = data;
  const first = banners[0];
  const moves = banners.length > 1;
  const [carousel, setCarousel] = useState<'none' | 'at-first-tick' | 'on-touch'>('none');
  useEffect(() => {
    if (!moves) return undefined;
    const tick = setTimeout(() => setCarousel((current) => (current === 'none' ? 'at-first-tick' : current)), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(tick);
  }, [moves]);
  const wantOnTouch = () => setCarousel((current) => (moves && current === 'none' ? 'on-touch' : current));
  const aspectRatio = first?.materialInfo.width && first.materialInfo.height ? `${first.materialInfo.width} / ${first.materialInfo.height}` : undefined;
  const firstSlide = first && <BannerSlide banner={first} eager />;
  return (
    <div className={styles.frame} style={{ aspectRatio }} onPointerDown={wantOnTouch} onFocus={wantOnTouch}>
      {carousel === 'none' ? (
        firstSlide
      ) : (
        <Suspense fallback={firstSlide}>
          <BannerCarousel banners={banners} advanceAtOnce={carousel === 'at-first-tick'} />
        </Suspense>
      )}
    </div>
  );
}
