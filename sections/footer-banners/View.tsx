import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { SectionProps } from '../../src/engine/types';
import type { FooterBannersData } from '../../common/generated/types';
import { BANNER_AUTOPLAY_MS, FOOTER_BANNER_CLICK_BIND_DELAY_MS } from '../../common/constants';
import { adPropertiesOf } from './ad-properties';
import { FOOTER_BANNER_BOX, FooterBannerSlide } from './FooterBannerSlide';
import { useBannerExposure } from './use-banner-exposure';
import { useClickBinding } from './use-click-binding';
import styles from './View.module.css';

export default function FooterBannersView({ data, track }: SectionProps<FooterBannersData>) {
  const { banners } = data;
  const intl = useIntl();
  const frame = useRef<HTMLDivElement>(null);
  const clicksBound = useClickBinding(FOOTER_BANNER_CLICK_BIND_DELAY_MS);
  useBannerExposure(frame, banners, track);
  const first = banners[0]?.picture;
  const aspectRatio = `${first?.width ?? FOOTER_BANNER_BOX.width} / ${first?.height ?? FOOTER_BANNER_BOX.height}`;
  const rotates = banners.length > 1;
  return (
    <div ref={frame} className={styles.frame} style={{ aspectRatio }} role="region" aria-label={intl.formatMessage({ id: 'footer-banners.label' })}>
      <Swiper
        className={styles.swiper}
        modules={[Autoplay, Pagination]}
        autoplay={rotates ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
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
