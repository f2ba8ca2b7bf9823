import type { FastifyRequest } from 'fastify';
import { translate } from '../../common/i18n/messages.js';
import type { Language } from '../../common/language.js';
import type { NotificationBus } from '../bus/notification-bus.js';
import type { Queryable } from '../db/connection.js';
import { CONTENT_MAX_LENGTH, TITLE_MAX_LENGTH } from './limits.js';
import { sendNotification } from './send-notification.js';

/** What a buyer did that the exhibitor hears of: an inquiry or a follow-up in its thread (with its text), or a business card (with its message). */
export interface ExhibitorNotice {
  kind: 'inquiry' | 'inquiryFollowUp' | 'businessCard';
  siteTraderId: string;
  buyerAccountId: string;
  text?: string;
}

/** Notifies the exhibitor's accounts; a failure is logged, never the buyer's action's failure. */
export type ExhibitorNotifier = (request: FastifyRequest, notice: ExhibitorNotice) => Promise<void>;

const CATEGORIES = { inquiry: 'inquiry', inquiryFollowUp: 'inquiry', businessCard: 'businessCard' } as const;

interface Recipient {
  id: string;
  language: Language;
}

/**
 * The company's own accounts (its sellers, or a group's accounts for a group that exhibits) and the accounts of the
 * group it belongs to (issue 28) get a notification in their own language, titled with the buyer's name.
 */
export function createExhibitorNotifier(db: Queryable, bus: NotificationBus): ExhibitorNotifier {
  return async (request, { kind, siteTraderId, buyerAccountId, text }) => {
    try {
      const recipients = await db.query<Recipient>(
        `SELECT id, language FROM accounts
          WHERE NOT disabled AND (
            (site_trader_id = $1 AND user_type IN ('SELLER', 'GROUP'))
            OR (user_type = 'GROUP' AND site_trader_id = (SELECT group_id FROM site_traders WHERE id = $1))
          ) ORDER BY id`,
        [siteTraderId],
      );
      if (recipients.length === 0) return;
      const [buyer] = await db.query<{ name: string }>('SELECT name FROM accounts WHERE id = $1', [buyerAccountId]);
      const values = { buyer: buyer?.name ?? '' };
      for (const { id, language } of recipients) {
        const title = translate(language, `notifications.${kind}.title`, values).slice(0, TITLE_MAX_LENGTH);
        const content = (text || translate(language, `notifications.${kind}.content`, values)).slice(0, CONTENT_MAX_LENGTH);
        await sendNotification(db, bus, { accountId: id, category: CATEGORIES[kind], title, content }, request.log);
      }
    } catch (error) {
      // The buyer's inquiry or card is stored already: failing the request would have it sent twice.
      request.log.error({ err: error, siteTraderId, kind }, 'the exhibitor could not be notified');
    }
  };
}
