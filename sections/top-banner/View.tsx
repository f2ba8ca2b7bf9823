import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SectionProps } from '../../src/engine/types';
import type { TopBannerData } from '../../common/generated/types';
import { BANNER_AUTOPLAY_MS } from '../../common/constants';
import { CarouselPlayButton } from '../../src/ui/CarouselPlayButton';
import { useCarouselAutoplay } from '../../src/ui/use-carousel-autoplay';
import { BannerSlide } from './BannerSlide';
import styles from './View.module.css';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

/**
 * The first banner is the page's largest paint: it shows at once, alone. The carousel (swiper's code) is
 * only wanted once it has to move — at the first autoplay tick, or when the visitor touches or focuses
 * it — and then takes over in place, so the first screen does not wait for it. Nothing moves for a visitor who
 * asks for reduced motion, or who pressed pause (issue 29, WCAG 2.2.2), until they press play.
 */
export default function TopBannerView({ data }: SectionProps<TopBannerData>) {
  const { banners } = data;
  const first = banners[0];
  const moves = banners.length > 1;
  const intl = useIntl();
  const { playing, toggle } = useCarouselAutoplay(moves);
  const [carousel, setCarousel] = useState<'none' | 'at-first-tick' | 'on-touch'>('none');
  useEffect(() => {
    if (!playing) return undefined;
    const tick = setTimeout(() => setCarousel((current) => (current === 'none' ? 'at-first-tick' : current)), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(tick);
  }, [playing]);
  const wantOnTouch = () => setCarousel((current) => (moves && current === 'none' ? 'on-touch' : current));
  const aspectRatio = first?.materialInfo.width && first.materialInfo.height ? `${first.materialInfo.width} / ${first.materialInfo.height}` : undefined;
  const firstSlide = first && <BannerSlide banner={first} eager />;
  return (
    <div
      className={styles.frame}
      style={{ aspectRatio }}
      onPointerDown={wantOnTouch}
      onFocus={wantOnTouch}
      role="region"
      aria-roledescription={intl.formatMessage({ id: 'carousel.roleDescription' })}
      aria-label={intl.formatMessage({ id: 'top-banner.label' })}
    >
      {/* First in the focus order, so the keyboard meets the control before the moving slides (ARIA APG). */}
      {moves && <CarouselPlayButton className={styles.playButton} playing={playing} onToggle={toggle} />}
      {carousel === 'none' ? (
        firstSlide
      ) : (
        <Suspense fallback={firstSlide}>
          <BannerCarousel banners={banners} advanceAtOnce={carousel === 'at-first-tick'} playing={playing} />
        </Suspense>
      )}
    </div>
  );
}
