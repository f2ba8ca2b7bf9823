import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { SectionProps } from '../../src/engine/types';
import type { TopBannerData } from '../../src/generated/types';
import { BANNER_AUTOPLAY_MS } from '../../src/platform/constants';
import { BannerSlide } from './BannerSlide';
import styles from './View.module.css';

export default function TopBannerView({ data }: SectionProps<TopBannerData>) {
  const { banners } = data;
  const first = banners[0];
  const aspectRatio = first?.materialInfo.width && first.materialInfo.height ? `${first.materialInfo.width} / ${first.materialInfo.height}` : undefined;
  return (
    <div className={styles.frame} style={{ aspectRatio }}>
      <Swiper
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
    </div>
  );
}
