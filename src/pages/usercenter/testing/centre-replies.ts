// For the personal centre's and business-card pages' tests: the stand-in server's replies to a buyer's or a
// seller's lists, from fixtures/user-centre; a test replaces any of them with its own.
import type { AuthApi, FakeReply } from '../../../platform/session/testing/auth-api';
import company from '../../../../fixtures/user-centre/company-info.full.json';
import products from '../../../../fixtures/user-centre/follow-list.products.en-US.json';
import inquiries from '../../../../fixtures/user-centre/inquiry-list.some.en-US.json';
import exchanges from '../../../../fixtures/user-centre/business-card-exchange-list.some.en-US.json';
import appointments from '../../../../fixtures/user-centre/live-appointment-list.some.en-US.json';
import requests from '../../../../fixtures/user-centre/sourcing-request-list.some.en-US.json';
import received from '../../../../fixtures/user-centre/received-business-card-list.some.json';
import noUnread from '../../../../fixtures/notifications/unread-info.none.json';

export const ok = (body: unknown): FakeReply => ({ status: 200, body });

export const BUYER_LISTS = {
  company: 'GET /member/api/companyInfo/self',
  follows: 'GET /member/api/follows/self',
  inquiries: 'GET /member/api/inquiries/self',
  exchanges: 'GET /member/api/businessCards/exchanges/self',
  appointments: 'GET /member/api/liveAppointments/self',
  requests: 'GET /member/api/sourcingRequests/self',
} as const;

export const RECEIVED_CARDS = 'GET /seller/api/businessCards/received';

/** A buyer's company and lists as the fixtures have them (follows: the products). */
export function replyBuyerLists(api: AuthApi): void {
  api.reply(BUYER_LISTS.company, ok(company));
  api.reply(BUYER_LISTS.follows, ok(products));
  api.reply(BUYER_LISTS.inquiries, ok(inquiries));
  api.reply(BUYER_LISTS.exchanges, ok(exchanges));
  api.reply(BUYER_LISTS.appointments, ok(appointments));
  api.reply(BUYER_LISTS.requests, ok(requests));
  api.reply('GET /member/api/notificationReminders/self/getUnreadInfo', ok(noUnread));
}

export function replySellerLists(api: AuthApi): void {
  api.reply(RECEIVED_CARDS, ok(received));
  api.reply('GET /seller/api/notificationReminders/self/getUnreadInfo', ok(noUnread));
}
