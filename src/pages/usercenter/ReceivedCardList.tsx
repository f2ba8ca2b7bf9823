import { FormattedMessage } from 'react-intl';
import type { ReceivedBusinessCard } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { formatDateTime } from '../../../common/wall-time';
import { countryName } from './company-labels';
import list from './CentreList.module.css';
import styles from './ReceivedCardList.module.css';

/** A phone number as a tel: link takes only its digits and the leading + (the text shows what the buyer typed). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface Props {
  cards: readonly ReceivedBusinessCard[];
  language: Language;
  /** Sends the company's card back to the buyer (issue 28); none: the list only shows whether it was. */
  onReturn?(buyerId: string): void;
  /** The buyer whose card is being answered now. */
  returning?: string;
}

/**
 * The buyers who sent their card to the seller: who, from which company and where, how to reach them, and when;
 * and the seller's own card sent back, or the button to send it.
 */
export function ReceivedCardList({ cards, language, onReturn, returning }: Props) {
  return (
    <ul className={list.list}>
      {cards.map((card, index) => (
        <li key={`${card.exchangedAt} ${index}`} className={list.item}>
          <article className={list.body}>
            <p className={list.title}>{card.buyerName}</p>
            {(card.companyName || card.countryOrRegion) && (
              <p className={list.meta}>{[card.companyName, card.countryOrRegion && countryName(card.countryOrRegion, language)].filter(Boolean).join(' · ')}</p>
            )}
            {(card.email || card.phone) && (
              <p className={styles.contact}>
                {card.email && (
                  <a className={styles.contactLink} href={`mailto:${encodeURIComponent(card.email).replace('%40', '@')}`}>
                    {card.email}
                  </a>
                )}
                {card.phone && (
                  <a className={styles.contactLink} href={telHref(card.phone)}>
                    {card.phone}
                  </a>
                )}
              </p>
            )}
            {card.message && <p className={list.text}>{card.message}</p>}
            <time className={list.time} dateTime={card.exchangedAt}>
              <FormattedMessage id="user-centre.cards.receivedAt" values={{ time: formatDateTime(card.exchangedAt, language) }} />
            </time>
            {card.returnedAt !== null ? (
              <p className={styles.returned}>
                <FormattedMessage id="user-centre.cards.returnedAt" values={{ time: formatDateTime(card.returnedAt, language) }} />
              </p>
            ) : (
              onReturn && (
                <button type="button" className={styles.returnButton} disabled={returning !== undefined} onClick={() => onReturn(card.buyerId)}>
                  <FormattedMessage
                    id={returning === card.buyerId ? 'user-centre.cards.returning' : 'user-centre.cards.return'}
                    values={{ buyer: card.buyerName }}
                  />
                </button>
              )
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
