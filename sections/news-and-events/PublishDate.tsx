import type { Language } from '../../common/language';
import { formatWallTime, parseWallTime } from '../../common/time';
import { formatDate } from '../../common/wall-time';
import styles from './View.module.css';

interface Props {
  publishTime: string | undefined;
  language: Language;
}

/** The day a news item was published, in the page's language ('Oct 15, 2026' / '2026年10月15日'). */
export function PublishDate({ publishTime, language }: Props) {
  if (!publishTime) return null;
  return (
    <time className={styles.date} dateTime={formatWallTime(parseWallTime(publishTime), 'YYYY-MM-DD')}>
      {formatDate(publishTime, language)}
    </time>
  );
}
