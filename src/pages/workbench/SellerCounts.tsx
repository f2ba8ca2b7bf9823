import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import { BACK_OFFICE_PREFIXES, businessCardUrl, inPageLanguage, messageCentreUrl } from '../../platform/account-links';
import type { SellerWorkbenchSummary } from '../../platform/seller/seller-inquiries';
import styles from './WorkbenchPage.module.css';

interface Props {
  role: 'SELLER' | 'GROUP';
  summary: SellerWorkbenchSummary;
  messageCentre: number;
  language: Language;
}

/** Issue 28: what waits for the exhibitor, at a glance — each count a link to where it is dealt with. */
export function SellerCounts({ role, summary, messageCentre, language }: Props) {
  const intl = useIntl();
  const cards = businessCardUrl(role, language);
  const counts: ReadonlyArray<{ label: MessageId; count: number; href: string }> = [
    { label: 'seller.counts.newInquiries', count: summary.unreadInquiries, href: `/m/seller/inquiries/index?lang=${language}` },
    { label: 'seller.counts.unanswered', count: summary.unansweredInquiries, href: `/m/seller/inquiries/index?lang=${language}&state=NEW` },
    // The business-card page is a seller's (spec §6: its route depends on the role); a group has none.
    ...(cards ? [{ label: 'seller.counts.cards' as const, count: summary.businessCards, href: cards }] : []),
    { label: 'seller.counts.bookings', count: summary.liveBookings, href: `/m/seller/lives/index?lang=${language}` },
    { label: 'seller.counts.messages', count: messageCentre, href: inPageLanguage(messageCentreUrl(BACK_OFFICE_PREFIXES[role]), language) },
  ];
  return (
    <nav className={styles.counts} aria-label={intl.formatMessage({ id: 'seller.counts.label' })}>
      {counts.map(({ label, count, href }) => (
        <Link key={label} className={styles.count} to={href}>
          <strong>{count}</strong>
          <FormattedMessage id={label} />
        </Link>
      ))}
    </nav>
  );
}
