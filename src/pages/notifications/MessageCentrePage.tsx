import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { BACK_OFFICE_PREFIXES, loginPageUrl, messageCentreUrl } from '../../platform/account-links';
import type { Language } from '../../../common/language';
import {
  useLiveNotificationReminders,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationReminders,
} from '../../platform/notifications/notification-reminder-queries';
import type { NotificationReminder } from '../../platform/notifications/notification-reminders';
import { useSession, useSessionPending } from '../../platform/session';
import { formatWallTime, parseWallTime } from '../../../common/time';
import { ListLoading, ListNoMore } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { Pagination } from '../../ui/Pagination';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { PAGE_SIZES, readPaging, serverPage, withPaging, type Paging } from '../search/paging-query';
import styles from './MessageCentrePage.module.css';

/**
 * Spec §2: /m/{subsite}/sitenotificationreminderself/index. A visitor is sent to login (and back here after
 * it), a wrong subsite is corrected to the viewer's own (member for BUYER and MEMBER, seller, group, work).
 */
export function MessageCentrePage({ language }: { language: Language }) {
  const session = useSession();
  const sessionPending = useSessionPending();
  const { subsite: asked } = useParams();
  const location = useLocation();
  if (sessionPending) {
    return (
      <CatalogPageLayout language={language} title="header.messageCentre">
        <ListLoading />
      </CatalogPageLayout>
    );
  }
  if (session.status !== 'authenticated') {
    return <Navigate to={loginPageUrl(language, `${location.pathname}${location.search}`)} replace />;
  }
  const subsite = BACK_OFFICE_PREFIXES[session.userType];
  if (asked !== subsite) return <Navigate to={`${messageCentreUrl(subsite)}${location.search}`} replace />;
  return (
    <CatalogPageLayout language={language} title="header.messageCentre">
      <MessageCentre userId={session.id} subsite={subsite} />
    </CatalogPageLayout>
  );
}

function MessageCentre({ userId, subsite }: { userId: string; subsite: string }) {
  const intl = useIntl();
  const [query, setQuery] = useSearchParams();
  const paging = readPaging(query);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const top = useRef<HTMLDivElement>(null);
  const list = useNotificationReminders(userId, subsite, { page: serverPage(paging), size: paging.size });
  const read = useMarkNotificationRead(subsite);
  const readAll = useMarkAllNotificationsRead(subsite);
  useLiveNotificationReminders();

  if (list.isError) return <LoadFailed onReload={() => void list.refetch()} />;
  if (list.isPending) return <ListLoading />;
  const reminders = list.data._embedded['b2b:notificationReminders'];
  const { page } = list.data;
  if (page.totalElements === 0) {
    return (
      <p className={styles.noData} role="status">
        <FormattedMessage id="list.noData" />
      </p>
    );
  }
  const open = (reminder: NotificationReminder) => {
    setExpanded((shown) => {
      const next = new Set(shown);
      if (!next.delete(reminder.id)) next.add(reminder.id);
      return next;
    });
    if (reminder.readAt === null) read.mutate(reminder.id);
  };
  const changePage = (next: number, size: number) => {
    setQuery(withPaging(query, { page: next, size } satisfies Paging));
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <div ref={top} className={styles.centre}>
      <div className={styles.tools}>
        <button type="button" className={styles.readAll} disabled={readAll.isPending} onClick={() => readAll.mutate()}>
          <FormattedMessage id="messageCentre.readAll" />
        </button>
      </div>
      <ul className={styles.list} aria-label={intl.formatMessage({ id: 'messageCentre.list' })} aria-busy={list.isPlaceholderData}>
        {reminders.map((reminder) => (
          <li key={reminder.id}>
            <ReminderItem reminder={reminder} expanded={expanded.has(reminder.id)} onOpen={() => open(reminder)} />
          </li>
        ))}
      </ul>
      {page.number + 1 >= page.totalPages && <ListNoMore />}
      <Pagination page={paging.page} size={paging.size} total={page.totalElements} sizes={PAGE_SIZES} onChange={changePage} />
    </div>
  );
}

function ReminderItem({ reminder, expanded, onOpen }: { reminder: NotificationReminder; expanded: boolean; onOpen(): void }) {
  const unread = reminder.readAt === null;
  return (
    <button type="button" className={expanded ? `${styles.item} ${styles.open}` : styles.item} aria-expanded={expanded} onClick={onOpen}>
      <span className={styles.head}>
        {unread && (
          <span className={styles.dot}>
            <FormattedMessage id="messageCentre.unread" />
          </span>
        )}
        <span className={unread ? `${styles.title} ${styles.unread}` : styles.title}>{reminder.title}</span>
      </span>
      <span className={expanded ? styles.content : `${styles.content} ${styles.clamped}`}>{reminder.content}</span>
      <time className={styles.time} dateTime={reminder.createdAt}>
        {formatWallTime(parseWallTime(reminder.createdAt), 'YYYY-MM-DD HH:mm')}
      </time>
    </button>
  );
}
