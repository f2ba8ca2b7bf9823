import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { NotificationCategory, NotificationReminder } from '../../common/generated/types.js';
import type { AccountRepository } from '../auth/account-repository.js';
import type { Subsite } from '../auth/back-offices.js';
import { messageFor } from '../auth/viewer.js';
import type { NotificationBus } from '../bus/notification-bus.js';
import type { Queryable } from '../db/connection.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { errorResponses } from '../http/error-responses.js';
import type { SensitiveContentGuard } from '../sensitive-words/sensitive-content-guard.js';
import { NOTIFICATION_CATEGORIES } from './categories.js';
import { CONTENT_MAX_LENGTH, TITLE_MAX_LENGTH } from './limits.js';
import { sendNotification } from './send-notification.js';
import { subsiteViewerOf } from './subsite-viewer.js';

// The longest field (2,000 characters) takes at most 12 KB as \u escapes: anything larger is refused with 413.
const BODY_LIMIT_BYTES = 16_384;

interface SendBody {
  toUserId: string;
  category?: NotificationCategory;
  title: string;
  content: string;
}

/** Who sends from where, to whom, what by default. */
interface Sender {
  subsite: Subsite;
  categories: readonly NotificationCategory[];
  defaultCategory: NotificationCategory;
  /** The recipients' user types this sender may not write to (403); absent: anyone. */
  refusesRecipient?: (recipientType: string) => boolean;
}

const SENDERS: Sender[] = [
  // The operator's (system) endpoint: any account, any category.
  { subsite: 'work', categories: NOTIFICATION_CATEGORIES, defaultCategory: 'systemNotice' },
  // An exhibitor writes to buyers only, and never as the system.
  {
    subsite: 'seller',
    categories: ['inquiry', 'businessCard', 'appointment'],
    defaultCategory: 'inquiry',
    refusesRecipient: (recipientType) => recipientType !== 'BUYER' && recipientType !== 'MEMBER',
  },
];

const writtenText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

function schemaOf(sender: Sender) {
  return {
    body: {
      type: 'object',
      properties: {
        toUserId: { type: 'string', minLength: 1, maxLength: 64 },
        category: { enum: sender.categories },
        title: writtenText(TITLE_MAX_LENGTH),
        content: writtenText(CONTENT_MAX_LENGTH),
      },
      required: ['toUserId', 'title', 'content'],
      additionalProperties: false,
    },
    response: { 201: { $ref: 'notifications/notification-reminder.schema.json#' }, ...errorResponses },
  };
}

export interface SendRouteDependencies {
  db: Queryable;
  bus: NotificationBus;
  accounts: AccountRepository;
  refuseSensitiveContent: SensitiveContentGuard;
}

/**
 * POST /work/api/notificationReminders (employees: to any account) and POST /seller/api/notificationReminders
 * (sellers: to a buyer), body { toUserId, category?, title, content }: stores and pushes the notification.
 */
export function notificationSendRoutes({ db, bus, accounts, refuseSensitiveContent }: SendRouteDependencies): FastifyPluginAsync {
  return async (app) => {
    for (const sender of SENDERS) {
      app.post<{ Body: SendBody }>(
        `/${sender.subsite}/api/notificationReminders`,
        { schema: schemaOf(sender), bodyLimit: BODY_LIMIT_BYTES },
        async (request, reply): Promise<NotificationReminder> => {
          subsiteViewerOf(request, sender.subsite);
          const { toUserId, category = sender.defaultCategory, title, content } = request.body;
          await checkRecipient(request, accounts, sender, toUserId);
          await refuseSensitiveContent(request, [title, content]);
          const reminder = await sendNotification(db, bus, { accountId: toUserId, category, title: title.trim(), content: content.trim() }, request.log);
          reply.code(201);
          return reminder;
        },
      );
    }
  };
}

async function checkRecipient(request: FastifyRequest, accounts: AccountRepository, sender: Sender, toUserId: string): Promise<void> {
  const recipient = await accounts.findById(toUserId);
  if (recipient === undefined) throw new ApiError(404, ErrorCode.notFound, `No account "${toUserId}".`);
  if (sender.refusesRecipient?.(recipient.userType)) {
    throw new ApiError(403, ErrorCode.recipientNotBuyer, messageFor(request, 'notifications.error.recipientNotBuyer'));
  }
}
