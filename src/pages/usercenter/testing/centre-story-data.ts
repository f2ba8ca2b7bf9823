// For the personal centre's, business-card and workbench stories: what their queries answer, by query key,
// from fixtures/user-centre (a story has no server). The story sessions are ladle/story-sessions.ts's.
import type { QueryKey } from '@tanstack/react-query';
import { buyerActionKeys } from '../../../platform/buyer-actions/keys';
import { companyInfoKeys } from '../../../platform/company-info/company-info-queries';
import type { Language } from '../../../../common/language';
import { liveAppointmentKeys } from '../../../platform/lives/live-appointments';
import { notificationKeys } from '../../../platform/notifications/unread-info';
import { receivedCardKeys } from '../../../platform/personal-centre/received-cards';
import type { AuthenticatedSession, UserType } from '../../../platform/session';
import { sessionKeys } from '../../../platform/session/keys';
import { sourcingRequestKeys } from '../../../platform/sourcing-requests/sourcing-request-queries';
import company from '../../../../fixtures/user-centre/company-info.full.json';
import productsEn from '../../../../fixtures/user-centre/follow-list.products.en-US.json';
import productsZh from '../../../../fixtures/user-centre/follow-list.products.zh-CN.json';
import exhibitorsEn from '../../../../fixtures/user-centre/follow-list.exhibitors.en-US.json';
import exhibitorsZh from '../../../../fixtures/user-centre/follow-list.exhibitors.zh-CN.json';
import inquiriesEn from '../../../../fixtures/user-centre/inquiry-list.some.en-US.json';
import inquiriesZh from '../../../../fixtures/user-centre/inquiry-list.some.zh-CN.json';
import exchangesEn from '../../../../fixtures/user-centre/business-card-exchange-list.some.en-US.json';
import exchangesZh from '../../../../fixtures/user-centre/business-card-exchange-list.some.zh-CN.json';
import appointmentsEn from '../../../../fixtures/user-centre/live-appointment-list.some.en-US.json';
import appointmentsZh from '../../../../fixtures/user-centre/live-appointment-list.some.zh-CN.json';
import requestsEn from '../../../../fixtures/user-centre/sourcing-request-list.some.en-US.json';
import requestsZh from '../../../../fixtures/user-centre/sourcing-request-list.some.zh-CN.json';
import received from '../../../../fixtures/user-centre/received-business-card-list.some.json';
import someUnread from '../../../../fixtures/notifications/unread-info.some.json';

export type StoryData = readonly (readonly [QueryKey, unknown])[];

const BY_LANGUAGE = {
  'en-US': {
    products: productsEn,
    exhibitors: exhibitorsEn,
    inquiries: inquiriesEn,
    exchanges: exchangesEn,
    appointments: appointmentsEn,
    requests: requestsEn,
  },
  'zh-CN': {
    products: productsZh,
    exhibitors: exhibitorsZh,
    inquiries: inquiriesZh,
    exchanges: exchangesZh,
    appointments: appointmentsZh,
    requests: requestsZh,
  },
} as const;

/** The account itself (GET /member/api/users/self) and its message centre's unread counts. */
export function accountData(userId: string, userType: UserType, email: string): StoryData {
  return [
    [sessionKeys.user(userId), { id: userId, email, phone: '+447700900123', userType, language: 'en-US', termsAgreed: true, mediaMember: false }],
    [notificationKeys.unreadInfo(userId, userType), someUnread],
  ];
}

/** A buyer's company and lists; `empty`: every list with nothing in it yet. */
export function buyerData(buyerId: string, language: Language, { empty = false } = {}): StoryData {
  const lists = BY_LANGUAGE[language];
  const or = <T>(some: T): T | [] => (empty ? [] : some);
  return [
    ...accountData(buyerId, 'BUYER', 'buyer@demo.fair'),
    [companyInfoKeys.self(buyerId), company],
    [buyerActionKeys.follows(buyerId, 'PRODUCT', language), or(lists.products)],
    [buyerActionKeys.follows(buyerId, 'EXHIBITOR', language), or(lists.exhibitors)],
    [buyerActionKeys.inquiries(buyerId, language), or(lists.inquiries)],
    [buyerActionKeys.exchanges(buyerId, language), or(lists.exchanges)],
    [liveAppointmentKeys.list(buyerId, language), or(lists.appointments)],
    [sourcingRequestKeys.mine(buyerId), or(lists.requests)],
  ];
}

export function sellerData(sellerId: string): StoryData {
  return [...accountData(sellerId, 'SELLER', 'seller@demo.fair'), [receivedCardKeys.list(sellerId), received]];
}

/** The story buyer as the live session has them once loaded: the member (buyer type) and the company. */
export const STORY_BUYER: AuthenticatedSession = {
  status: 'authenticated',
  id: 'story-buyer',
  userType: 'BUYER',
  companyInfoCompleted: true,
  name: 'Alex Buyer',
  member: { id: 'mem-buyer', name: 'Alex Buyer', udfs: { buyerType: 'Overseas purchaser', whetherToViewAllExhibits: 'N' } },
  siteTrader: { id: 'st-harbour-imports', name: 'Harbour Imports Ltd.', isGroup: 'N', isSeller: 'N', isBuyer: 'Y', mediaEnterprise: false },
};

export const STORY_SELLER: AuthenticatedSession = {
  status: 'authenticated',
  id: 'story-seller',
  userType: 'SELLER',
  companyInfoCompleted: true,
  name: 'Sam Seller',
  member: { id: 'mem-seller', name: 'Sam Seller', udfs: { buyerType: 'Domestic purchaser', whetherToViewAllExhibits: 'N' } },
  siteTrader: {
    id: 'st-pearl-river-tools',
    name: 'Pearl River Tools Manufacturing Co., Ltd.',
    isGroup: 'N',
    isSeller: 'Y',
    isBuyer: 'N',
    mediaEnterprise: false,
  },
};
