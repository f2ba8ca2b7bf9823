import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { BusinessCardExchange } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { shopPageUrl } from '../../platform/shop-pages';
import { formatDateTime } from '../../../common/wall-time';
import list from './CentreList.module.css';

/** The buyer's business cards: with which exhibitor (to its shop), at which booth, when, and the message I sent. */
export function ExchangedCardList({ exchanges, language }: { exchanges: readonly BusinessCardExchange[]; language: Language }) {
  return (
    <ul className={list.list}>
      {exchanges.map(({ exhibitor, booth, message, exchangedAt, returnedCard }) => (
        <li key={exhibitor.siteTraderId} className={list.item}>
          <article className={list.body}>
            <p className={list.title}>
              {exhibitor.shopCode ? (
                <Link className={list.titleLink} to={shopPageUrl(language, exhibitor.shopCode)}>
                  {exhibitor.name}
                </Link>
              ) : (
                exhibitor.name
              )}
            </p>
            {booth && (
              <p className={list.meta}>
                <FormattedMessage id="user-centre.cards.booth" values={{ booth }} />
              </p>
            )}
            {message && (
              <p className={list.text}>
                <FormattedMessage id="user-centre.cards.myMessage" values={{ message }} />
              </p>
            )}
            <time className={list.time} dateTime={exchangedAt}>
              <FormattedMessage id="user-centre.cards.exchangedAt" values={{ time: formatDateTime(exchangedAt, language) }} />
            </time>
            {returnedCard && (
              <p className={list.text}>
                <FormattedMessage
                  id="user-centre.cards.theirCard"
                  values={{ name: returnedCard.name, time: formatDateTime(returnedCard.returnedAt, language) }}
                />
                {[returnedCard.email, returnedCard.phone].filter(Boolean).map((contact) => (
                  <span key={contact}> · {contact}</span>
                ))}
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
