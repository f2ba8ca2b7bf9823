import { FormattedMessage, FormattedPlural } from 'react-intl';
import type { SectionProps } from '../../src/engine/types';
import type { OpeningCountdownData } from '../../common/generated/types';
import { formatDate } from '../../common/wall-time';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import { countdownOf, isCountingDown } from './countdown';
import styles from './View.module.css';

export default function OpeningCountdownView({ data, context }: SectionProps<OpeningCountdownData>) {
  const countdown = countdownOf(data, context);
  // The gate has checked this already; the view only keeps the type honest.
  if (!isCountingDown(countdown)) return null;
  const { fair, days } = countdown;
  const sessionName = fair.subsiteName.trim();
  return (
    <div className={styles.banner}>
      <div className={styles.about}>
        <p className={styles.heading}>
          <FormattedMessage id="opening-countdown.heading" />
        </p>
        <h3 className={styles.subject}>{fair.subject}</h3>
        {sessionName && <p className={styles.session}>{sessionName}</p>}
        <p className={styles.opening}>
          <svg className={styles.calendar} viewBox="0 0 16 16" width="14" height="14" aria-hidden>
            <path
              fill="currentColor"
              d="M4.5 1a.75.75 0 0 1 .75.75V2.5h5.5v-.75a.75.75 0 0 1 1.5 0v.75H13A1.5 1.5 0 0 1 14.5 4v9a1.5 1.5 0 0 1-1.5 1.5H3A1.5 1.5 0 0 1 1.5 13V4A1.5 1.5 0 0 1 3 2.5h.75v-.75A.75.75 0 0 1 4.5 1ZM3 6.5V13h10V6.5H3Zm1.5 1.75h2v2h-2v-2Z"
            />
          </svg>
          <FormattedMessage id="opening-countdown.opensOn" /> <span className={styles.date}>{formatDate(fair.startEndTime.fromTime, context.language)}</span>
        </p>
      </div>
      <p className={styles.counter}>
        <VisuallyHidden>{days} </VisuallyHidden>
        <span className={styles.digits} aria-hidden>
          {[...String(days)].map((digit, position) => (
            <span className={styles.digit} key={position}>
              {digit}
            </span>
          ))}
        </span>
        <span className={styles.unit}>
          <FormattedPlural value={days} one={<FormattedMessage id="opening-countdown.day" />} other={<FormattedMessage id="opening-countdown.days" />} />
        </span>
      </p>
    </div>
  );
}
