import type { Language } from '../../../common/language';
import { parseWallTime } from '../../../common/time';
import { formatDateTime } from '../../../common/wall-time';

interface Props {
  /** A UTC+8 wall time, as the server writes it. */
  publishTime: string;
  language: Language;
  className?: string;
}

/** When an article was published, to the minute, at UTC+8 (spec §1), with the instant for machines. */
export function PublishTime({ publishTime, language, className }: Props) {
  return (
    <time className={className} dateTime={parseWallTime(publishTime).toISOString()}>
      {formatDateTime(publishTime, language)}
    </time>
  );
}
