import { describe, expect, it } from 'vitest';
import { workbenchEntries } from './workbench-entries';

const none = { messageCentre: 0, instantMessages: 0 };
const hrefs = (...args: Parameters<typeof workbenchEntries>) => workbenchEntries(...args).map((entry) => [entry.href, entry.opens ?? 'here']);

describe('what each back office can do today (issue 25)', () => {
  it("lists a seller's inquiries and live sessions, then the personal-centre parts, in the page's language", () => {
    expect(hrefs('SELLER', 'en-US', none)).toEqual([
      ['/m/seller/inquiries/index?lang=en-US', 'here'],
      ['/m/seller/lives/index?lang=en-US', 'here'],
      ['/m/seller/shop/index?lang=en-US', 'here'],
      ['/m/seller/products/index?lang=en-US', 'here'],
      ['/m/seller/usercenter/index?lang=en-US', 'here'],
      ['/m/seller/memberselffollowingmemberseller/index?lang=en-US', 'here'],
      ['/m/seller/sitenotificationreminderself/index?lang=en-US', 'here'],
      ['/seller/instantmessageself/index', 'imWindow'],
    ]);
  });

  it("gives a group the exhibitor's pages (for the company it acts for), its message centre, the home page and the news centre", () => {
    expect(hrefs('GROUP', 'zh-CN', none)).toEqual([
      ['/m/seller/inquiries/index?lang=zh-CN', 'here'],
      ['/m/seller/lives/index?lang=zh-CN', 'here'],
      ['/m/seller/shop/index?lang=zh-CN', 'here'],
      ['/m/seller/products/index?lang=zh-CN', 'here'],
      ['/m/group/sitenotificationreminderself/index?lang=zh-CN', 'here'],
      ['/m/zh-CN/', 'here'],
      ['/m/zh-CN/news', 'here'],
    ]);
  });

  it("gives an employee the operators' tools (page configuration, announcements, news, notifications, section numbers) and the service desk's chats first", () => {
    expect(hrefs('EMPLOYEE', 'en-US', none)).toEqual([
      ['/work/pageconfigs/mobile-home?lang=en-US', 'here'],
      ['/work/announcements?lang=en-US', 'here'],
      ['/work/news?lang=en-US', 'here'],
      ['/work/notifications?lang=en-US', 'here'],
      ['/work/pageconfigs/mobile-home?lang=en-US#operator-sections', 'here'],
      ['/work/instantmessageself/index', 'imWindow'],
      ['/m/work/sitenotificationreminderself/index?lang=en-US', 'here'],
      ['/m/en-US/', 'here'],
      ['/m/en-US/news', 'here'],
    ]);
  });

  it('carries the unread counts on the message centre and the chats', () => {
    const entries = workbenchEntries('EMPLOYEE', 'en-US', { messageCentre: 5, instantMessages: 2 });
    expect(entries.map((entry) => entry.unread ?? 0)).toEqual([0, 0, 0, 0, 0, 2, 5, 0, 0]);
  });
});
