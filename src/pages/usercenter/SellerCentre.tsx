import { businessCardUrl } from '../../platform/account-links';
import { useImUnreadCount } from '../../platform/im/im-unread';
import type { Language } from '../../../common/language';
import { useMessageCentreUnread } from '../../platform/notifications/unread-info';
import { useReceivedCards } from '../../platform/personal-centre/received-cards';
import type { AuthenticatedSession } from '../../platform/session';
import { CardsSection } from './CardsSection';
import { centreEntries } from './centre-entries';
import { EntryLinks } from './EntryLinks';
import { ProfileCard } from './ProfileCard';
import { ReceivedCardList } from './ReceivedCardList';
import { SellerCompanyCard } from './SellerCompanyCard';

/** An exhibitor's personal centre (issue 25): who I am, my company, the ways on, and the buyers who sent their cards. */
export function SellerCentre({ session, language }: { session: AuthenticatedSession; language: Language }) {
  const messageCentre = useMessageCentreUnread(session.id, session.userType);
  const instantMessages = useImUnreadCount();
  const received = useReceivedCards(session.id);
  return (
    <>
      <ProfileCard session={session} />
      <SellerCompanyCard session={session} />
      <EntryLinks label="user-centre.entries" links={centreEntries('SELLER', language, { messageCentre, instantMessages })} />
      <CardsSection title="user-centre.cards.received" query={received} cardPage={businessCardUrl('SELLER', language) ?? ''}>
        {(shown) => <ReceivedCardList cards={shown} language={language} />}
      </CardsSection>
    </>
  );
}
