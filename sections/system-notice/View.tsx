import type { SectionProps } from '../../src/engine/types';
import type { SystemNoticeData } from '../../common/generated/types';
import { useAnnouncements } from './announcements';
import { AnnouncementTicker } from './AnnouncementTicker';
import styles from './AnnouncementTicker.module.css';

export default function SystemNoticeView({ data, context }: SectionProps<SystemNoticeData>) {
  const announcements = useAnnouncements({
    displayPage: data.displayPage,
    language: context.language,
    industrySiteId: context.industrySiteId,
  });
  if (announcements.isPending) return <div className={styles.reserved} aria-hidden />;
  return <AnnouncementTicker announcements={announcements.data ?? []} />;
}
