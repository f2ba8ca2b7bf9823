import { translate } from '../../../common/i18n/messages.js';
import { translated, type Language } from '../../../common/language.js';
import { nowAsWallTime } from '../../../common/wall-time.js';
import type { NotificationBus } from '../../bus/notification-bus.js';
import type { Database } from '../../db/connection.js';
import { TITLE_MAX_LENGTH, CONTENT_MAX_LENGTH } from '../../notifications/limits.js';
import { sendNotification, type SendLog } from '../../notifications/send-notification.js';
import { createSellerLiveRepository } from './repository.js';

/** How often the server looks for exhibitors' lives that went live. */
export const LIVE_REMINDER_INTERVAL_MS = 30_000;

/**
 * Issue 28: everyone who booked an exhibitor's live is told once it is live (notificationReminder, category
 * appointment, in their language) — once per going-live, whichever instance of the server takes it first (the
 * live is marked as it is taken). Answers how many were told.
 */
export async function remindDueLives(db: Database, bus: NotificationBus, now: Date, log?: SendLog): Promise<number> {
  const due = await createSellerLiveRepository(db).takeDueReminders(nowAsWallTime(now));
  let told = 0;
  for (const live of due) {
    if (live.accountIds.length === 0) continue;
    const languages = await db.query<{ id: string; language: Language }>('SELECT id, language FROM accounts WHERE id = ANY($1::text[]) AND NOT disabled', [
      live.accountIds,
    ]);
    for (const { id, language } of languages) {
      const values = { title: translated(live.title, language) ?? '' };
      const title = translate(language, 'notifications.liveStarted.title', values).slice(0, TITLE_MAX_LENGTH);
      const content = translate(language, 'notifications.liveStarted.content', values).slice(0, CONTENT_MAX_LENGTH);
      await sendNotification(db, bus, { accountId: id, category: 'appointment', title, content }, log);
      told += 1;
    }
  }
  return told;
}

/** Looks every LIVE_REMINDER_INTERVAL_MS; stop() ends it (the app's close). A failed look is logged and tried again next time. */
export function startLiveReminders(db: Database, bus: NotificationBus, now: () => Date, log: SendLog): { stop(): void } {
  const timer = setInterval(() => {
    remindDueLives(db, bus, now(), log).catch((error: unknown) => log.error({ err: error }, 'live reminders failed'));
  }, LIVE_REMINDER_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
