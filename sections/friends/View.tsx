import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import 'swiper/css';
import type { SectionProps } from '../../src/engine/types';
import type { FriendsData } from '../../common/generated/types';
import { navigationPath } from '../../common/pages';
import { MoreLink } from '../../src/ui/MoreLink';
import { useSwiperA11y } from '../../src/ui/swiper-a11y';
import { useNearViewport } from '../../src/ui/use-near-viewport';
import { VideoCard } from './VideoCard';
import styles from './View.module.css';

/** Slide widths come from View.module.css (one card and the edge of the next on phones, two on tablets). */
const SIDE_MARGIN = 12;
const GAP = 10;

/**
 * The video swiper (spec §2): videos load only near the viewport, and one playing pauses the others. More videos
 * are the short-video list, which a phone is sent to the app for (spec §2's forced navigation). Nothing moves by
 * itself (no autoplay, a video plays on its button), so it needs no pause control; its slides are labelled and a
 * focused one scrolls into view (issue 29).
 */
export default function FriendsView({ data, context, track }: SectionProps<FriendsData>) {
  const intl = useIntl();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const [playingId, setPlayingId] = useState<string>();
  return (
    <div
      ref={ref}
      className={styles.frame}
      role="region"
      aria-roledescription={intl.formatMessage({ id: 'carousel.roleDescription' })}
      aria-label={intl.formatMessage({ id: 'friends.label' })}
    >
      <Swiper
        modules={[A11y]}
        a11y={useSwiperA11y()}
        slidesPerView="auto"
        spaceBetween={GAP}
        slidesOffsetBefore={SIDE_MARGIN}
        slidesOffsetAfter={SIDE_MARGIN}
        onSlideChange={() => setPlayingId(undefined)}
      >
        {data.videos.map((video) => (
          <SwiperSlide key={video.id} className={styles.slide}>
            <VideoCard
              video={video}
              near={near}
              playing={playingId === video.id}
              onStart={() => track.click({ id: video.id, title: video.title })}
              onPlaying={() => setPlayingId(video.id)}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      <MoreLink to={navigationPath('shortVideoList', { language: context.language })}>{intl.formatMessage({ id: 'friends.more' })}</MoreLink>
    </div>
  );
}
