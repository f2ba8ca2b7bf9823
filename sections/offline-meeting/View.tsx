import { FormattedMessage } from 'react-intl';
import type { SectionProps } from '../../src/engine/types';
import type { OfflineMeetingData } from '../../common/generated/types';
import { PortalLink } from '../../src/ui/PortalLink';
import { meetingButtons } from './meeting-buttons';
import { LazyImage } from '../../src/ui/LazyImage';
import styles from './View.module.css';

/** The size the offline picture is drawn for, used when the data leaves its size out. */
const PICTURE_SIZE = { width: 702, height: 280 };

export default function OfflineMeetingView({ data, context, track }: SectionProps<OfflineMeetingData>) {
  const { picture } = data;
  const note = data.udfs.subTitle2?.trim();
  return (
    <div className={styles.card}>
      {picture && (
        <div className={styles.media}>
          <LazyImage className={styles.picture} image={picture} fallbackSize={PICTURE_SIZE} />
          <span className={styles.badge}>
            <FormattedMessage id="offline-meeting.badge" />
          </span>
        </div>
      )}
      <div className={styles.body}>
        {note && <p className={styles.note}>{note}</p>}
        <div className={styles.actions}>
          {meetingButtons(data, context.flagMask).map((button) => (
            <PortalLink
              key={button.id}
              to={button.link}
              newTab
              className={button.id === 'mainTitle' ? styles.mainButton : styles.subButton}
              onActivate={() => track.click({ id: button.id, title: button.label })}
            >
              {button.label}
            </PortalLink>
          ))}
        </div>
      </div>
    </div>
  );
}
