import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FriendsVideo } from '../../common/generated/types';
import styles from './VideoCard.module.css';

const POSTER_WIDTH = 640;
const POSTER_HEIGHT = 360;

interface Props {
  video: FriendsVideo;
  /** The section is near the viewport: only then does the video get its source. */
  near: boolean;
  /** False pauses the video: another one started, or the swiper moved on. */
  playing: boolean;
  onStart(): void;
  onPlaying(): void;
}

/** A 16:9 video with its poster, a play button until it first plays, and its title. */
export function VideoCard({ video, near, playing, onStart, onPlaying }: Props) {
  const intl = useIntl();
  const element = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const { url: poster, width = POSTER_WIDTH, height = POSTER_HEIGHT } = video.picture;

  useEffect(() => {
    const current = element.current;
    if (!playing && current && !current.paused) current.pause();
  }, [playing]);

  const play = () => {
    onStart();
    element.current?.play().catch((error: unknown) => console.warn(`[FRIENDS] video ${video.id} did not start`, error));
  };

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <video
          ref={element}
          className={started ? `${styles.video} swiper-no-swiping` : styles.video}
          src={near ? video.video.url : undefined}
          poster={poster}
          width={width}
          height={height}
          preload={near ? 'metadata' : 'none'}
          controls={started}
          playsInline
          onPlay={() => {
            setStarted(true);
            onPlaying();
          }}
          onEnded={() => setStarted(false)}
        />
        {!started && (
          <button type="button" className={styles.play} onClick={play} aria-label={intl.formatMessage({ id: 'friends.play' }, { title: video.title })}>
            <span className={styles.playIcon} aria-hidden>
              <svg viewBox="0 0 24 24" width="22" height="22">
                <path fill="currentColor" d="M8 5.6v12.8c0 .8.9 1.3 1.6.8l10-6.4c.6-.4.6-1.2 0-1.6l-10-6.4C8.9 4.3 8 4.8 8 5.6Z" />
              </svg>
            </span>
          </button>
        )}
      </div>
      <h3 className={styles.title}>{video.title}</h3>
    </article>
  );
}
