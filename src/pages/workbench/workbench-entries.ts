// What each back office can do today (issue 25), every entry a page of the portal in the page's language.
// A seller's starts with the company's inquiries (issue 28), then the seller's personal-centre parts. Groups and employees have no personal centre (spec §2): their message centre, the
// operators' page configuration and service-desk chats (employees), the home page and the news centre.
import { HOME_PAGE } from '../../../common/pages';
import { BACK_OFFICE_PREFIXES, businessCardUrl, inPageLanguage, messageCentreUrl, personalCentreUrl } from '../../platform/account-links';
import { instantMessagePageUrl } from '../../platform/im/im-page';
import { SERVICE_DESK_SUBSITE } from '../../platform/im/im-paths';
import type { Language } from '../../../common/language';
import { linkQuery } from '../../../common/link-query';
import { newsListPath } from '../../platform/news-paths';
import type { EntryLink } from '../usercenter/EntryLinks';
import type { WorkbenchRole } from './workbench-access';

export interface WorkbenchUnread {
  messageCentre: number;
  instantMessages: number;
  /** A seller's company's inquiries not opened yet (issue 28). */
  inquiries?: number;
}

export function workbenchEntries(role: WorkbenchRole, language: Language, unread: WorkbenchUnread): EntryLink[] {
  const backOffice = BACK_OFFICE_PREFIXES[role];
  const messageCentre: EntryLink = {
    label: 'header.messageCentre',
    hint: 'user-centre.entry.messageCentre',
    href: inPageLanguage(messageCentreUrl(backOffice), language),
    unread: unread.messageCentre,
  };
  const home: EntryLink = { label: 'user-centre.workbench.home', hint: 'user-centre.workbench.homeHint', href: `/m/${language}/` };
  const exhibitor: EntryLink[] = [
    {
      label: 'seller.inquiries.title',
      hint: 'user-centre.workbench.inquiriesHint',
      href: `/m/seller/inquiries/index?${linkQuery({ lang: language })}`,
      unread: unread.inquiries ?? 0,
    },
    {
      label: 'seller.lives.title',
      hint: 'user-centre.workbench.livesHint',
      href: `/m/seller/lives/index?${linkQuery({ lang: language })}`,
    },
    {
      label: 'seller.shop.title',
      hint: 'user-centre.workbench.shopHint',
      href: `/m/seller/shop/index?${linkQuery({ lang: language })}`,
    },
    {
      label: 'seller.products.title',
      hint: 'user-centre.workbench.productsHint',
      href: `/m/seller/products/index?${linkQuery({ lang: language })}`,
    },
  ];
  const news: EntryLink = { label: 'user-centre.workbench.news', hint: 'user-centre.workbench.newsHint', href: newsListPath(language) };
  switch (role) {
    case 'SELLER':
      return [
        ...exhibitor,
        { label: 'header.personalCentre', hint: 'user-centre.workbench.personalCentreHint', href: personalCentreUrl(backOffice, language) },
        { label: 'header.businessCard', hint: 'user-centre.entry.businessCard.SELLER', href: businessCardUrl('SELLER', language) ?? '' },
        messageCentre,
        {
          label: 'header.instantMessages',
          hint: 'user-centre.entry.instantMessages',
          href: instantMessagePageUrl(backOffice),
          opens: 'imWindow',
          unread: unread.instantMessages,
        },
      ];
    case 'GROUP':
      // Its own company's and each of its group's (the Workbench's company switch), as a seller's.
      return [...exhibitor, messageCentre, home, news];
    case 'EMPLOYEE':
      return [
        {
          label: 'user-centre.workbench.pageConfig',
          hint: 'user-centre.workbench.pageConfigHint',
          href: `/work/pageconfigs/${HOME_PAGE}?${linkQuery({ lang: language })}`,
        },
        {
          label: 'user-centre.workbench.announcements',
          hint: 'user-centre.workbench.announcementsHint',
          href: `/work/announcements?${linkQuery({ lang: language })}`,
        },
        {
          label: 'user-centre.workbench.newsDesk',
          hint: 'user-centre.workbench.newsDeskHint',
          href: `/work/news?${linkQuery({ lang: language })}`,
        },
        {
          label: 'user-centre.workbench.notifications',
          hint: 'user-centre.workbench.notificationsHint',
          href: `/work/notifications?${linkQuery({ lang: language })}`,
        },
        {
          label: 'user-centre.workbench.sectionNumbers',
          hint: 'user-centre.workbench.sectionNumbersHint',
          href: `/work/pageconfigs/${HOME_PAGE}?${linkQuery({ lang: language })}#operator-sections`,
        },
        {
          label: 'user-centre.workbench.serviceDesk',
          hint: 'user-centre.workbench.serviceDeskHint',
          href: instantMessagePageUrl(SERVICE_DESK_SUBSITE),
          opens: 'imWindow',
          unread: unread.instantMessages,
        },
        messageCentre,
        home,
        news,
      ];
  }
}
