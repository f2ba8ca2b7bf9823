import { lazy, Suspense } from 'react';
import type { SectionProps } from '../../src/engine/types';
import type { TopBannerData } from '../../src/generated/types';
import { BannerSlide } from './BannerSlide';
import styles from './View.module.css';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

/** The first banner is the page's largest paint: it shows at once, and the carousel takes over in place. */
export default function TopBannerView({ data }: SectionProps<TopBannerData>) {
  const { banners } = data;
  const first = banners[0];
  const aspectRatio = first?.materialInfo.width && first.materialInfo.height ? `${first.materialInfo.width} / ${first.materialInfo.height}` : undefined;
  return (
    <div className={styles.frame} style={{ aspectRatio }}>
      <Suspense fallback={first && <BannerSlide banner={first} eager />}>
        <BannerCarousel banners={banners} />
      </Suspense>
    </div>
  );
}
