import { businessCardUrl } from '../../platform/account-links';
import { useImUnreadCount } from '../../platform/im/im-unread';
import type { Language } from '../../../common/language';
import { useMessageCentreUnread } from '../../platform/notifications/unread-info';
import { useCardExchanges } from '../../platform/personal-centre/card-exchanges';
import type { AuthenticatedSession } from '../../platform/session';
import { BuyerCompanyCard } from './BuyerCompanyCard';
import { CardsSection } from './CardsSection';
import { centreEntries } from './centre-entries';
import { EntryLinks } from './EntryLinks';
import { ExchangedCardList } from './ExchangedCardList';
import { FollowsSection } from './FollowsSection';
import { InquiriesSection } from './InquiriesSection';
import { LiveAppointmentsSection } from './LiveAppointmentsSection';
import { ProfileCard } from './ProfileCard';
import { SourcingRequestsSection } from './SourcingRequestsSection';

/**
 * A buyer's personal centre (issue 25): who I am and my company, the ways on (messages, IM, business cards, a
 * sourcing request), then what I did on the portal: follows, inquiries, business cards, live appointments and
 * sourcing requests, each read again after a reload from the server.
 */
export function BuyerCentre({ session, language }: { session: AuthenticatedSession; language: Language }) {
  const messageCentre = useMessageCentreUnread(session.id, session.userType);
  const instantMessages = useImUnreadCount();
  const exchanges = useCardExchanges(session.id, language);
  return (
    <>
      <ProfileCard session={session} />
      <BuyerCompanyCard session={session} language={language} />
      <EntryLinks label="user-centre.entries" links={centreEntries('BUYER', language, { messageCentre, instantMessages })} />
      <FollowsSection buyerId={session.id} language={language} />
      <InquiriesSection buyerId={session.id} language={language} />
      <CardsSection title="user-centre.cards" query={exchanges} cardPage={businessCardUrl('BUYER', language) ?? ''}>
        {(shown) => <ExchangedCardList exchanges={shown} language={language} />}
      </CardsSection>
      <LiveAppointmentsSection buyerId={session.id} language={language} />
      <SourcingRequestsSection buyerId={session.id} language={language} />
    </>
  );
}
