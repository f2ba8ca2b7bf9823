import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './ShortVideoPlayer.module.css';

interface Props {
  videoUrl: string;
  posterUrl: string;
  title: string;
}

/**
 * The video in a 16:9 box with its poster; nothing is downloaded until it is played (preload none). A file
 * the browser cannot play says so over the poster instead of leaving a dead control bar.
 */
export function ShortVideoPlayer({ videoUrl, posterUrl, title }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.box}>
      <video
        className={styles.video}
        src={videoUrl}
        poster={posterUrl}
        preload="none"
        controls={!failed}
        playsInline
        width={640}
        height={360}
        aria-label={title}
        onError={() => setFailed(true)}
      />
      {failed && (
        <p className={styles.failed} role="alert">
          <FormattedMessage id="short-video.cannotPlay" />
        </p>
      )}
    </div>
  );
}
