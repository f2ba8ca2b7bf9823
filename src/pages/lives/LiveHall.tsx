import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { liveListUrl } from '../../platform/lives/live-pages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Live } from '../../platform/lives/lives';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { LiveCard } from './LiveCard';
import { LiveFeature } from './LiveFeature';
import { LiveCards, LiveSection } from './LiveSection';
import styles from './LiveHall.module.css';

/** The live hall's lives: those on now first, large with play, then those coming up to book; ended ones are in the list. */
export function LiveHall({ lives, language }: { lives: UseQueryResult<readonly Live[]>; language: Language }) {
  if (lives.data === undefined) return lives.isError ? <LoadFailed onReload={() => void lives.refetch()} /> : <ListLoading />;
  const onNow = lives.data.filter((live) => live.state === 'LIVE');
  const upcoming = lives.data.filter((live) => live.state === 'UPCOMING');
  return (
    <>
      <LiveSection title="lives.hall.onNow">
        {onNow.length === 0 ? (
          <p className={styles.none}>
            <FormattedMessage id="lives.hall.noneLive" />
          </p>
        ) : (
          <LiveCards>
            {onNow.map((live) => (
              <LiveFeature key={live.id} live={live} language={language} />
            ))}
          </LiveCards>
        )}
      </LiveSection>
      {upcoming.length > 0 && (
        <LiveSection title="lives.hall.upcoming">
          <LiveCards>
            {upcoming.map((live) => (
              <LiveCard key={live.id} live={live} language={language} />
            ))}
          </LiveCards>
        </LiveSection>
      )}
      <p className={styles.schedule}>
        <Link className={styles.scheduleLink} to={liveListUrl(language)}>
          <FormattedMessage id="lives.hall.schedule" />
        </Link>
      </p>
    </>
  );
}
