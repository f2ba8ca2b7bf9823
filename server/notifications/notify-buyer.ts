import type { FastifyRequest } from 'fastify';
import { translate } from '../../common/i18n/messages.js';
import type { Language } from '../../common/language.js';
import type { NotificationBus } from '../bus/notification-bus.js';
import type { Queryable } from '../db/connection.js';
import { CONTENT_MAX_LENGTH, TITLE_MAX_LENGTH } from './limits.js';
import { sendNotification } from './send-notification.js';

/** What an exhibitor did that the buyer hears of (issue 28): a reply to the buyer's inquiry, its card sent back. */
export interface BuyerNotice {
  kind: 'inquiryReply' | 'cardReturned';
  buyerAccountId: string;
  siteTraderId: string;
  /** The reply's text; without it the notice's own words. */
  text?: string;
}

const CATEGORIES = { inquiryReply: 'inquiry', cardReturned: 'businessCard' } as const;

/**
 * Notifies the buyer at once (notificationReminder, in the buyer's language, titled with the exhibitor's name). The
 * exhibitor's action is stored already: a failure is logged, not thrown, so it is never sent twice.
 */
export async function notifyBuyer(
  db: Queryable,
  bus: NotificationBus,
  request: FastifyRequest,
  { kind, buyerAccountId, siteTraderId, text }: BuyerNotice,
): Promise<void> {
  try {
    const [buyer] = await db.query<{ language: Language }>('SELECT language FROM accounts WHERE id = $1 AND NOT disabled', [buyerAccountId]);
    if (!buyer) return;
    const [company] = await db.query<{ name: string }>('SELECT name FROM site_traders WHERE id = $1', [siteTraderId]);
    const values = { company: company?.name ?? '' };
    const title = translate(buyer.language, `notifications.${kind}.title`, values).slice(0, TITLE_MAX_LENGTH);
    const content = (text || translate(buyer.language, `notifications.${kind}.content`, values)).slice(0, CONTENT_MAX_LENGTH);
    await sendNotification(db, bus, { accountId: buyerAccountId, category: CATEGORIES[kind], title, content }, request.log);
  } catch (error) {
    request.log.error({ err: error, buyerAccountId, kind }, 'the buyer could not be notified');
  }
}
