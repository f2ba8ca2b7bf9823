import { Link } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { livePageUrl } from '../../platform/lives/live-pages';
import type { Live } from '../../platform/lives/lives';
import { LiveAction } from './LiveAction';
import { LiveCover } from './LiveCover';
import { LiveExhibitor } from './LiveExhibitor';
import { LiveStateBadge } from './LiveStateBadge';
import { LiveTime } from './LiveTime';
import styles from './LiveCard.module.css';

/** A live in a list: cover and state, title (to its page), UTC+8 time, exhibitor, and what it offers now. */
export function LiveCard({ live, language }: { live: Live; language: Language }) {
  return (
    <article className={styles.card}>
      <Link className={styles.coverLink} to={livePageUrl(language, live.id)} tabIndex={-1} aria-hidden>
        <LiveCover url={live.coverUrl} className={styles.cover} />
        <span className={styles.badge}>
          <LiveStateBadge state={live.state} />
        </span>
      </Link>
      <div className={styles.text}>
        <h3 className={styles.title}>
          <Link to={livePageUrl(language, live.id)}>{live.title}</Link>
        </h3>
        <p className={styles.meta}>
          <LiveTime live={live} language={language} />
        </p>
        {live.exhibitor && (
          <p className={styles.meta}>
            <LiveExhibitor exhibitor={live.exhibitor} language={language} className={styles.exhibitor} />
          </p>
        )}
        <div className={styles.action}>
          <LiveAction live={live} language={language} />
        </div>
      </div>
    </article>
  );
}
