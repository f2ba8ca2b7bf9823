import { FormattedMessage } from 'react-intl';
import type { Live } from '../../platform/lives/lives';
import { LiveCover } from './LiveCover';
import styles from './LivePlayer.module.css';

/**
 * A live's stream while it is live: muted so the browser lets it start by itself, inline on phones, its cover
 * until the first frame. Before and after, and when the server gives no stream, the cover stands in its box.
 */
export function LivePlayer({ live }: { live: Live }) {
  if (live.state !== 'LIVE' || live.streamUrl === null) return <LiveCover url={live.coverUrl} className={styles.frame} />;
  return (
    <video className={styles.frame} src={live.streamUrl} poster={live.coverUrl ?? undefined} controls playsInline muted autoPlay width="640" height="360">
      <FormattedMessage id="lives.videoUnsupported" />
    </video>
  );
}
