import { describe, expect, it } from 'vitest';
import { centreEntries } from './centre-entries';

const none = { messageCentre: 0, instantMessages: 0 };

describe("the personal centre's ways on (spec §2, §6)", () => {
  it("gives a buyer the member subsite's message centre and IM, the buyers' business cards and a sourcing request, in the page language", () => {
    expect(
      centreEntries('BUYER', 'zh-CN', { messageCentre: 3, instantMessages: 120 }).map(({ href, opens, unread }) => [href, opens ?? 'here', unread ?? 0]),
    ).toEqual([
      ['/m/member/sitenotificationreminderself/index?lang=zh-CN', 'here', 3],
      ['/member/instantmessageself/index', 'imWindow', 120],
      ['/m/member/memberselffollowingmemberbuyer/index?lang=zh-CN', 'here', 0],
      ['/member/rfq/index?lang=zh-CN#/rfq-list/create', 'newTab', 0],
    ]);
  });

  it("gives a seller the seller subsite's links and the sellers' business cards, and no sourcing request", () => {
    expect(centreEntries('SELLER', 'en-US', none).map((entry) => entry.href)).toEqual([
      '/m/seller/sitenotificationreminderself/index?lang=en-US',
      '/seller/instantmessageself/index',
      '/m/seller/memberselffollowingmemberseller/index?lang=en-US',
    ]);
  });
});
