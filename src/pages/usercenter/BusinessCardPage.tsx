import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../../../common/language';
import { useCardExchanges } from '../../platform/personal-centre/card-exchanges';
import { receivedCardKeys, returnCard, useReceivedCards } from '../../platform/personal-centre/received-cards';
import { RequestFailure } from '../../platform/request-failure';
import { showToast } from '../../platform/toast';
import type { AuthenticatedSession } from '../../platform/session';
import { useSession, useSessionPending } from '../../platform/session';
import { ListLoading } from '../../ui/ListStatus';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { AccessNotice, type AccessTexts } from './AccessNotice';
import { businessCardAccess, type CentreRole } from './centre-access';
import { ExchangedCardList } from './ExchangedCardList';
import { ListStates } from './ListStates';
import { ReceivedCardList } from './ReceivedCardList';
import styles from './BusinessCardPage.module.css';

const TEXTS: AccessTexts = {
  elsewhere: 'user-centre.cards.elsewhere',
  openOwn: 'user-centre.cards.openMine',
  none: 'user-centre.cards.none',
};

/**
 * Spec §2 business-card management: /m/member/memberselffollowingmemberbuyer/index for buyers (the cards
 * they exchanged with exhibitors), /m/seller/memberselffollowingmemberseller/index for sellers (the buyers
 * who sent theirs). Anyone else gets the way to their own page, or to log in.
 */
export function BusinessCardPage({ pageRole, language }: { pageRole: CentreRole; language: Language }) {
  const session = useSession();
  const sessionPending = useSessionPending();
  const access = businessCardAccess(session, pageRole, language);
  return (
    <CatalogPageLayout language={language} title="header.businessCard">
      {sessionPending ? (
        <ListLoading />
      ) : access.kind !== 'own' ? (
        <AccessNotice access={access} language={language} texts={TEXTS} />
      ) : (
        <section className={styles.cards}>
          {access.role === 'BUYER' ? (
            <ExchangedCards session={access.session} language={language} />
          ) : (
            <ReceivedCards session={access.session} language={language} />
          )}
        </section>
      )}
    </CatalogPageLayout>
  );
}

function ExchangedCards({ session, language }: { session: AuthenticatedSession; language: Language }) {
  const exchanges = useCardExchanges(session.id, language);
  return <ListStates query={exchanges}>{(items) => <ExchangedCardList exchanges={items} language={language} />}</ListStates>;
}

function ReceivedCards({ session, language }: { session: AuthenticatedSession; language: Language }) {
  const intl = useIntl();
  const client = useQueryClient();
  const received = useReceivedCards(session.id);
  const [returning, setReturning] = useState<string | undefined>();
  const sendBack = async (buyerId: string) => {
    setReturning(buyerId);
    try {
      await returnCard(buyerId);
      showToast(intl.formatMessage({ id: 'user-centre.cards.returned' }));
      await client.invalidateQueries({ queryKey: receivedCardKeys.list(session.id) });
    } catch (failure) {
      showToast((failure instanceof RequestFailure && failure.errorMessage) || intl.formatMessage({ id: 'request.error' }));
    } finally {
      setReturning(undefined);
    }
  };
  return (
    <ListStates query={received}>
      {(items) => <ReceivedCardList cards={items} language={language} onReturn={(buyerId) => void sendBack(buyerId)} returning={returning} />}
    </ListStates>
  );
}
