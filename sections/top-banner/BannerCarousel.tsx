import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '../../common/generated/types';
import { BANNER_AUTOPLAY_MS } from '../../common/constants';
import { BannerSlide } from './BannerSlide';
import styles from './View.module.css';

interface Props {
  banners: readonly Banner[];
  /** Loaded by the first autoplay tick: that tick moves it too, so the first banner shows 3 s, not 6. */
  advanceAtOnce: boolean;
}

/** The carousel itself (spec §9: autoplay 3 s); swiper's code arrives after the first banner shows. */
export default function BannerCarousel({ banners, advanceAtOnce }: Props) {
  return (
    <Swiper
      onSwiper={(swiper) => advanceAtOnce && swiper.slideNext()}
      className={styles.swiper}
      modules={[Autoplay, Pagination]}
      autoplay={banners.length > 1 ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
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
