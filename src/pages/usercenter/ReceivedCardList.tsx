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

/** The buyers who sent their card to the seller: who, from which company and where, how to reach them, and when. */
export function ReceivedCardList({ cards, language }: { cards: readonly ReceivedBusinessCard[]; language: Language }) {
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
          </article>
        </li>
      ))}
    </ul>
  );
}
