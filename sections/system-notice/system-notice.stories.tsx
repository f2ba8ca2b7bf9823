import type { Story } from '@ladle/react';
import type { AnnouncementPage } from '../../common/generated/types';
import empty from './fixtures/announcement-page.empty.json';
import one from './fixtures/announcement-page.one.en-US.json';
import many from './fixtures/announcement-page.many.en-US.json';
import manyZh from './fixtures/announcement-page.many.zh-CN.json';
import { AnnouncementTicker } from './AnnouncementTicker';

const announcementsOf = (reply: unknown) => (reply as AnnouncementPage)._embedded['b2b:siteAnnouncements'];

/** Advances every 4 s; hover to pause. */
export const Many: Story = () => <AnnouncementTicker announcements={announcementsOf(many)} />;

/** One item stands still. */
export const One: Story = () => <AnnouncementTicker announcements={announcementsOf(one)} />;

/** No announcements: the section renders nothing. */
export const Empty: Story = () => <AnnouncementTicker announcements={announcementsOf(empty)} />;

export const ManyZhCN: Story = () => <AnnouncementTicker announcements={announcementsOf(manyZh)} />;
ManyZhCN.meta = { language: 'zh-CN' };
