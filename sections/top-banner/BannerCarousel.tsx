import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '../../common/generated/types';
import { BANNER_AUTOPLAY_MS } from '../../common/constants';
import { useSwiperA11y, useSwiperAutoplay } from '../../src/ui/swiper-a11y';
import { BannerSlide } from './BannerSlide';
import styles from './View.module.css';

interface Props {
  banners: readonly Banner[];
  /** Loaded by the first autoplay tick: that tick moves it too, so the first banner shows 3 s, not 6. */
  advanceAtOnce: boolean;
  /** False: the slides stay (paused, or reduced motion asked for). */
  playing: boolean;
}

/** How the slides move when they do; whether they do is `playing`'s. */
const AUTOPLAY = { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false };

/** The carousel itself (spec §9: autoplay 3 s); swiper's code arrives after the first banner shows. */
export default function BannerCarousel({ banners, advanceAtOnce, playing }: Props) {
  const [swiper, setSwiper] = useState<SwiperInstance>();
  useSwiperAutoplay(swiper, playing);
  return (
    <Swiper
      onSwiper={(created) => {
        setSwiper(created);
        if (advanceAtOnce) created.slideNext();
      }}
      className={styles.swiper}
      modules={[A11y, Autoplay, Pagination]}
      a11y={useSwiperA11y()}
      autoplay={banners.length > 1 ? AUTOPLAY : false}
      loop={banners.length > 2}
      pagination={banners.length > 1 ? { clickable: true } : false}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide banner={banner} eager={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
