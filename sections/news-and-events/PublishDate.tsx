import type { Language } from '../../src/platform/language';
import { formatWallTime, parseWallTime } from '../../src/platform/time';
import { formatDate } from '../../src/platform/wall-time';
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
