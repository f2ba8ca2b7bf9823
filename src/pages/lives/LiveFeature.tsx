import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { livePageUrl } from '../../platform/lives/live-pages';
import type { Live } from '../../platform/lives/lives';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { LiveAction } from './LiveAction';
import { LiveCover } from './LiveCover';
import { LiveExhibitor } from './LiveExhibitor';
import { LiveStateBadge } from './LiveStateBadge';
import { LiveTime } from './LiveTime';
import styles from './LiveFeature.module.css';

/** A live on now, as the live hall leads with it: its cover large with a play button to its page. */
export function LiveFeature({ live, language }: { live: Live; language: Language }) {
  const intl = useIntl();
  return (
    <article className={styles.feature}>
      {/* Named by its text, the state's badge first: a name that left out the badge's word would not be the one a
          speech user reads off the screen (WCAG 2.5.3). */}
      <Link className={styles.play} to={livePageUrl(language, live.id)}>
        <LiveCover url={live.coverUrl} />
        <span className={styles.badge}>
          <LiveStateBadge state={live.state} />
        </span>
        <VisuallyHidden>{intl.formatMessage({ id: 'lives.watchNamed' }, { title: live.title })}</VisuallyHidden>
        <svg className={styles.playIcon} viewBox="0 0 48 48" width="56" height="56" aria-hidden>
          <circle cx="24" cy="24" r="23" fill="rgb(0 0 0 / 45%)" stroke="#fff" strokeWidth="2" />
          <path d="M19 15v18l15-9z" fill="#fff" />
        </svg>
      </Link>
      <div className={styles.text}>
        <h3 className={styles.title}>{live.title}</h3>
        <p className={styles.meta}>
          <LiveTime live={live} language={language} />
        </p>
        <div className={styles.row}>
          {live.exhibitor ? <LiveExhibitor exhibitor={live.exhibitor} language={language} className={styles.exhibitor} /> : <span />}
          <LiveAction live={live} language={language} />
        </div>
      </div>
    </article>
  );
}
