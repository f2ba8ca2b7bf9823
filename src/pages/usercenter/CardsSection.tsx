import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../common/i18n/messages';
import { CentreSection } from './CentreSection';
import { ListStates } from './ListStates';
import list from './CentreList.module.css';

/** How many cards the personal centre shows; the business-card page has them all. */
export const CENTRE_CARD_COUNT = 3;

interface Props<T> {
  /** A buyer's cards are exchanged, a seller's received. */
  title: MessageId;
  query: UseQueryResult<readonly T[]>;
  /** The role's business-card page (spec §2). */
  cardPage: string;
  children(shown: readonly T[]): ReactNode;
}

/** My business cards in the personal centre: the latest few, and the way to all of them on the business-card page. */
export function CardsSection<T>({ title, query, cardPage, children }: Props<T>) {
  return (
    <CentreSection
      title={title}
      action={
        <Link className={list.headLink} to={cardPage}>
          <FormattedMessage id="user-centre.cards.manage" />
        </Link>
      }
    >
      <ListStates query={query}>
        {(cards) => (
          <>
            {children(cards.slice(0, CENTRE_CARD_COUNT))}
            {cards.length > CENTRE_CARD_COUNT && (
              <Link className={list.more} to={cardPage}>
                <FormattedMessage id="user-centre.cards.all" values={{ count: cards.length }} />
              </Link>
            )}
          </>
        )}
      </ListStates>
    </CentreSection>
  );
}
