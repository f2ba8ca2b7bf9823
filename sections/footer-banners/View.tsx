import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import type { SectionProps } from '../../src/engine/types';
import type { FooterBannersData } from '../../common/generated/types';
import { BANNER_AUTOPLAY_MS, FOOTER_BANNER_CLICK_BIND_DELAY_MS } from '../../common/constants';
import { CarouselPlayButton } from '../../src/ui/CarouselPlayButton';
import { useSwiperA11y, useSwiperAutoplay } from '../../src/ui/swiper-a11y';
import { useCarouselAutoplay } from '../../src/ui/use-carousel-autoplay';
import { adPropertiesOf } from './ad-properties';
import { FOOTER_BANNER_BOX, FooterBannerSlide } from './FooterBannerSlide';
import { useBannerExposure } from './use-banner-exposure';
import { useClickBinding } from './use-click-binding';
import styles from './View.module.css';

/** How the banners move when they do; whether they do is the play button's (issue 29, WCAG 2.2.2). */
const AUTOPLAY = { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false };

export default function FooterBannersView({ data, track }: SectionProps<FooterBannersData>) {
  const { banners } = data;
  const intl = useIntl();
  const frame = useRef<HTMLDivElement>(null);
  const clicksBound = useClickBinding(FOOTER_BANNER_CLICK_BIND_DELAY_MS);
  useBannerExposure(frame, banners, track);
  const first = banners[0]?.picture;
  const aspectRatio = `${first?.width ?? FOOTER_BANNER_BOX.width} / ${first?.height ?? FOOTER_BANNER_BOX.height}`;
  const rotates = banners.length > 1;
  const { playing, toggle } = useCarouselAutoplay(rotates);
  const [swiper, setSwiper] = useState<SwiperInstance>();
  useSwiperAutoplay(swiper, playing);
  return (
    <div
      ref={frame}
      className={styles.frame}
      style={{ aspectRatio }}
      role="region"
      aria-roledescription={intl.formatMessage({ id: 'carousel.roleDescription' })}
      aria-label={intl.formatMessage({ id: 'footer-banners.label' })}
    >
      {/* First in the focus order, so the keyboard meets the control before the moving slides (ARIA APG). */}
      {rotates && <CarouselPlayButton className={styles.playButton} playing={playing} onToggle={toggle} />}
      <Swiper
        onSwiper={setSwiper}
        className={styles.swiper}
        modules={[A11y, Autoplay, Pagination]}
        a11y={useSwiperA11y()}
        autoplay={rotates ? AUTOPLAY : false}
        loop={banners.length > 2}
        pagination={rotates ? { clickable: true } : false}
      >
        {banners.map((banner) => (
          <SwiperSlide key={banner.id}>
            <FooterBannerSlide banner={banner} onActivate={clicksBound ? () => track.click(adPropertiesOf(banner)) : undefined} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
