// The ways on from a personal centre (spec §2, §6): the message centre, the IM page, the business cards of the
// role and, for a buyer, posting a sourcing request — every one a page of the portal, in the page's language.
import { businessCardUrl, inPageLanguage, messageCentreUrl, USER_SUBSITES } from '../../platform/account-links';
import { instantMessagePageUrl } from '../../platform/im/im-page';
import type { Language } from '../../../common/language';
import { sourcingRequestCreateUrl } from '../../platform/personal-centre/sourcing-request-pages';
import type { CentreRole } from './centre-access';
import type { EntryLink } from './EntryLinks';

export interface EntryCounts {
  messageCentre: number;
  instantMessages: number;
}

export function centreEntries(role: CentreRole, language: Language, unread: EntryCounts): EntryLink[] {
  const subsite = USER_SUBSITES[role] ?? '';
  const entries: EntryLink[] = [
    {
      label: 'header.messageCentre',
      hint: 'user-centre.entry.messageCentre',
      href: inPageLanguage(messageCentreUrl(subsite), language),
      unread: unread.messageCentre,
    },
    {
      label: 'header.instantMessages',
      hint: 'user-centre.entry.instantMessages',
      href: instantMessagePageUrl(subsite),
      opens: 'imWindow',
      unread: unread.instantMessages,
    },
    { label: 'header.businessCard', hint: `user-centre.entry.businessCard.${role}`, href: businessCardUrl(role, language) ?? '' },
  ];
  if (role === 'BUYER')
    entries.push({ label: 'user-centre.sourcing.post', hint: 'user-centre.entry.sourcing', href: sourcingRequestCreateUrl(language), opens: 'newTab' });
  return entries;
}
