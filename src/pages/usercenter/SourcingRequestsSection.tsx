import { FormattedMessage } from 'react-intl';
import type { Language } from '../../../common/language';
import { sourcingRequestCreateUrl } from '../../platform/personal-centre/sourcing-request-pages';
import { useMySourcingRequests } from '../../platform/sourcing-requests/sourcing-request-queries';
import { formatDateTime } from '../../../common/wall-time';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { CentreSection } from './CentreSection';
import { ListStates } from './ListStates';
import list from './CentreList.module.css';

/**
 * My sourcing requests, most recent first, and 'Post a sourcing request': spec §2, the create page of the
 * member area's rfq list in a new tab (it explains there what a request still needs, spec §5).
 */
export function SourcingRequestsSection({ buyerId, language }: { buyerId: string; language: Language }) {
  const requests = useMySourcingRequests(buyerId);
  return (
    <CentreSection
      title="user-centre.sourcing"
      action={
        <a className={list.headLink} href={sourcingRequestCreateUrl(language)} target="_blank" rel="noopener">
          <FormattedMessage id="user-centre.sourcing.post" />
          <VisuallyHidden>
            {' '}
            <FormattedMessage id="account.newTab" />
          </VisuallyHidden>
        </a>
      }
    >
      <ListStates query={requests}>
        {(items) => (
          <ul className={list.list}>
            {items.map((request) => (
              <li key={request.id} className={list.item}>
                <article className={list.body}>
                  <p className={list.title}>{request.productName}</p>
                  <p className={list.meta}>
                    <FormattedMessage id="user-centre.sourcing.quantity" values={{ quantity: request.quantity }} />
                  </p>
                  <p className={`${list.text} ${list.clamped}`}>{request.description}</p>
                  <time className={list.time} dateTime={request.createdAt}>
                    {formatDateTime(request.createdAt, language)}
                  </time>
                </article>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </CentreSection>
  );
}
