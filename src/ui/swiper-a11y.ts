// Issue 29: what every carousel of the portal (swiper) needs to be read and worked without sight or a pointer.
// Imported by the carousels' own lazily loaded code only, never by the first screen's.
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { A11yOptions, Swiper } from 'swiper/types';

/**
 * The options of swiper's A11y module in the page's language: each slide a group described as a slide and
 * labelled '1 of 4', the pagination's bullets buttons named 'Go to slide 2', and a focused slide scrolled into
 * view. Swiper fills in {{index}} and {{slidesLength}} itself, so they go into the messages as their values.
 */
export function useSwiperA11y(): A11yOptions {
  const intl = useIntl();
  return useMemo(
    () => ({
      containerRoleDescriptionMessage: intl.formatMessage({ id: 'carousel.roleDescription' }),
      itemRoleDescriptionMessage: intl.formatMessage({ id: 'carousel.slide' }),
      slideLabelMessage: intl.formatMessage({ id: 'carousel.slideLabel' }, { index: '{{index}}', count: '{{slidesLength}}' }),
      paginationBulletMessage: intl.formatMessage({ id: 'carousel.goToSlide' }, { index: '{{index}}' }),
    }),
    [intl],
  );
}

/** Starts or stops a swiper's autoplay as `playing` says (its autoplay option only sets how it plays). */
export function useSwiperAutoplay(swiper: Swiper | undefined, playing: boolean): void {
  useEffect(() => {
    if (!swiper || swiper.destroyed || swiper.autoplay.running === playing) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);
}
