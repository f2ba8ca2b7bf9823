import { Link } from 'react-router-dom';
import type { ShortVideoCard as Video } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { pagePath } from '../../../common/pages';
import { formatDuration } from './short-videos';
import { CatalogPicture } from '../search/CatalogPicture';
import styles from './ShortVideoCard.module.css';

/** A short video in a grid: its poster with its length, title and exhibitor, linking to the video. */
export function ShortVideoCard({ video, language }: { video: Video; language: Language }) {
  return (
    <Link className={styles.card} to={pagePath('shortVideoDetail', { language, query: { id: video.id } })}>
      <span className={styles.media}>
        <CatalogPicture url={video.posterUrl} className={styles.poster} />
        <span className={styles.play} aria-hidden>
          <svg viewBox="0 0 24 24" width="14" height="14">
            <path fill="currentColor" d="M8 5.6v12.8c0 .8.9 1.3 1.6.8l10-6.4c.6-.4.6-1.2 0-1.6l-10-6.4C8.9 4.3 8 4.8 8 5.6Z" />
          </svg>
        </span>
        <time className={styles.duration} dateTime={`PT${video.durationSeconds}S`}>
          {formatDuration(video.durationSeconds)}
        </time>
      </span>
      <span className={styles.title}>{video.title}</span>
      <span className={styles.exhibitor}>{video.exhibitorName}</span>
    </Link>
  );
}
