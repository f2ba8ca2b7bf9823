import { FormattedMessage, useIntl } from 'react-intl';
import { useShopEventShows } from '../event-shows/event-shows';
import type { Language } from '../../../common/language';
import { useNow } from '../../platform/use-now';
import { ListLoading, ListNoMore, ListNoResult } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { EventShowCard } from '../event-shows/EventShowCard';
import styles from './ShopEventShows.module.css';

/** An exhibitor's event shows that have not ended (#/events), soonest first, each linking to its page. */
export function ShopEventShows({ shopCode, language }: { shopCode: string; language: Language }) {
  const intl = useIntl();
  const now = useNow();
  const shows = useShopEventShows(shopCode, language);
  if (shows.isError) return <LoadFailed onReload={() => void shows.refetch()} />;
  if (!shows.data) return <ListLoading />;
  if (shows.data.length === 0) {
    return (
      <ListNoResult>
        <FormattedMessage id="event-show.noneUpcoming" />
      </ListNoResult>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={intl.formatMessage({ id: 'event-show.shopTab' })}>
        {shows.data.map((show) => (
          <li key={show.id}>
            <EventShowCard show={show} language={language} now={now} />
          </li>
        ))}
      </ul>
      <ListNoMore />
    </>
  );
}
