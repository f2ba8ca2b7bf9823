import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import type { Language } from '../../../common/language';
import { notificationReminderKeys, type NotificationReminderPage } from '../../platform/notifications/notification-reminders';
import { DEFAULT_PAGE_SIZE } from '../search/paging-query';
import { MessageCentrePage } from './MessageCentrePage';
import manyEn from '../../../fixtures/notifications/notification-reminder-page.many.en-US.json';
import manyZh from '../../../fixtures/notifications/notification-reminder-page.many.zh-CN.json';
import empty from '../../../fixtures/notifications/notification-reminder-page.empty.json';

// The story sessions' ids (ladle/story-sessions.ts): the buyer's message centre lives in the member subsite.
const BUYER = 'story-buyer';

/** The page as a buyer sees it, its list answered from a fixture (none: the failed state). */
function MessageCentreAt({ language = 'en-US', page }: { language?: Language; page?: unknown }) {
  return (
    <CatalogPageFrame
      path="/m/member/sitenotificationreminderself/index"
      route="/m/:subsite/sitenotificationreminderself/index"
      page={<MessageCentrePage language={language} />}
      data={page ? [[notificationReminderKeys.page(BUYER, 'member', 0, DEFAULT_PAGE_SIZE), page as NotificationReminderPage]] : []}
    />
  );
}

/** Newest first; the unread ones with a red dot and a bold title, long contents clamped to 2 lines. */
export const Notifications: Story = () => <MessageCentreAt page={manyEn} />;
Notifications.meta = { session: 'buyer' };

/** 'No Data'. */
export const NoNotifications: Story = () => <MessageCentreAt page={empty} />;
NoNotifications.meta = { session: 'buyer' };

/** 'Request failed, click to reload'. */
export const Failed: Story = () => <MessageCentreAt />;
Failed.meta = { session: 'buyer' };

export const NotificationsZhCN: Story = () => <MessageCentreAt language="zh-CN" page={manyZh} />;
NotificationsZhCN.meta = { session: 'buyer', language: 'zh-CN' };
