import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { SourcingRequestSummary } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { RFQ_HASHES } from '../../platform/sourcing-requests/rfq-page-url';
import { useMySourcingRequests } from '../../platform/sourcing-requests/sourcing-request-queries';
import { formatDateTime } from '../../../common/wall-time';
import { ListLoading, ListNoMore } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import styles from './SourcingRequestPage.module.css';

/** #/rfq-list: the buyer's sourcing requests, most recent first, and the way to post another. */
export function MySourcingRequests({ language, userId }: { language: Language; userId: string }) {
  const intl = useIntl();
  const { search } = useLocation();
  const requests = useMySourcingRequests(userId);
  const post = (
    <Link className={styles.post} to={{ search, hash: RFQ_HASHES.create }}>
      <FormattedMessage id="sourcing.list.post" />
    </Link>
  );
  return (
    <section className={styles.view} aria-labelledby="sourcing-list-heading">
      <div className={styles.head}>
        <h2 id="sourcing-list-heading" className={styles.heading}>
          <FormattedMessage id="sourcing.list.heading" />
        </h2>
      </div>
      {requests.isPending && <ListLoading />}
      {requests.isError && <LoadFailed onReload={() => void requests.refetch()} />}
      {requests.data?.length === 0 && (
        <div className={styles.empty} role="status">
          <p>
            <FormattedMessage id="sourcing.list.empty" />
          </p>
          {post}
        </div>
      )}
      {requests.data && requests.data.length > 0 && (
        <>
          {post}
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'sourcing.list.heading' })}>
            {requests.data.map((request) => (
              <li key={request.id}>
                <SourcingRequestItem request={request} language={language} />
              </li>
            ))}
          </ul>
          <ListNoMore />
        </>
      )}
    </section>
  );
}

function SourcingRequestItem({ request, language }: { request: SourcingRequestSummary; language: Language }) {
  return (
    <article className={styles.item}>
      <h3 className={styles.product}>{request.productName}</h3>
      <p className={styles.quantity}>
        <FormattedMessage id="sourcing.list.quantity" values={{ quantity: request.quantity }} />
      </p>
      <p className={styles.description}>{request.description}</p>
      <time className={styles.time} dateTime={request.createdAt}>
        <FormattedMessage id="sourcing.list.postedAt" values={{ time: formatDateTime(request.createdAt, language) }} />
      </time>
    </article>
  );
}
