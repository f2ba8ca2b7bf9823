import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { eventShowStatus, type EventShow } from './event-shows';
import type { Language } from '../../../common/language';
import { shopPageUrl } from '../../platform/shop-pages';
import { useNow } from '../../platform/use-now';
import { ShareButton } from '../../ui/ShareButton';
import { ShopPanel } from '../shops/ShopPanel';
import { EventShowPlace } from './EventShowPlace';
import { EventShowStatusBadge } from './EventShowStatusBadge';
import { EventShowTime } from './EventShowTime';
import styles from './EventShowDetails.module.css';

/** A show's cover, status (computed in UTC+8, moving on by itself), title, time, place, exhibitor and description. */
export function EventShowDetails({ show, language }: { show: EventShow; language: Language }) {
  const status = eventShowStatus(show, useNow());
  return (
    <main>
      <div className={styles.head}>
        <img className={styles.cover} src={show.coverUrl} alt="" width="750" height="422" />
        <div className={styles.summary}>
          <EventShowStatusBadge status={status} />
          <h2 className={styles.title}>{show.title}</h2>
          <dl className={styles.facts}>
            <dt>
              <FormattedMessage id="event-show.when" />
            </dt>
            <dd>
              <EventShowTime show={show} language={language} />
            </dd>
            <dt>
              <FormattedMessage id="event-show.where" />
            </dt>
            <dd>
              <EventShowPlace show={show} />
            </dd>
            <dt>
              <FormattedMessage id="event-show.exhibitor" />
            </dt>
            <dd>
              <Link className={styles.exhibitor} to={shopPageUrl(language, show.shopCode)}>
                {show.exhibitorName}
              </Link>
            </dd>
          </dl>
          <ShareButton language={language} title={show.title} />
        </div>
      </div>
      {show.description && (
        <ShopPanel title="event-show.about">
          <p className={styles.description}>{show.description}</p>
        </ShopPanel>
      )}
    </main>
  );
}
