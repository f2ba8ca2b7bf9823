// The employees' notifications tool (issue 28 item 6): a notice to every buyer, every exhibitor, everyone, or one
// account by its email. Its rows are written in one statement with the broadcast's record, so a notice is sent to all
// of its audience or to none; then each recipient's browser is told over its notificationReminder queue.
import type { FastifyPluginAsync } from 'fastify';
import type { BroadcastAudience, NotificationBroadcast, NotificationBroadcastList, NotificationCategory } from '../../common/generated/types.js';
import { employeeOf, employeeOnly } from '../auth/employee-only.js';
import { messageFor } from '../auth/viewer.js';
import type { NotificationBus } from '../bus/notification-bus.js';
import type { Database } from '../db/connection.js';
import { wallTimeSql } from '../db/wall-time-sql.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { replying } from '../http/error-responses.js';
import type { SensitiveContentGuard } from '../sensitive-words/sensitive-content-guard.js';
import { NOTIFICATION_CATEGORIES } from './categories.js';
import { CONTENT_MAX_LENGTH, TITLE_MAX_LENGTH } from './limits.js';

const REFUSAL = 'operator.broadcasts.error.notEmployee';
const LISTED = 50;
/** Pushes go out this many at a time: a large audience does not open thousands of publishes at once. */
const PUSH_BATCH = 200;

/** Who each audience is: accounts that can log in, by user type. */
const AUDIENCES: Record<Exclude<BroadcastAudience, 'ACCOUNT'>, readonly string[]> = {
  BUYERS: ['BUYER', 'MEMBER'],
  EXHIBITORS: ['SELLER', 'GROUP'],
  EVERYONE: ['BUYER', 'MEMBER', 'SELLER', 'GROUP'],
};

interface BroadcastBody {
  audience: BroadcastAudience;
  email?: string;
  category?: NotificationCategory;
  title: string;
  content: string;
}

const written = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const body = {
  type: 'object',
  properties: {
    audience: { enum: ['BUYERS', 'EXHIBITORS', 'EVERYONE', 'ACCOUNT'] },
    email: { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+$' },
    category: { enum: NOTIFICATION_CATEGORIES },
    title: written(TITLE_MAX_LENGTH),
    content: written(CONTENT_MAX_LENGTH),
  },
  required: ['audience', 'title', 'content'],
  additionalProperties: false,
};

const COLUMNS = `id::text, audience, email, category, title, content, sent_by AS "sentBy", ${wallTimeSql('sent_at')} AS "sentAt", recipients`;

export function notificationBroadcastRoutes(db: Database, bus: NotificationBus, refuseSensitiveContent: SensitiveContentGuard): FastifyPluginAsync {
  return async (app) => {
    app.addHook('preValidation', employeeOnly(REFUSAL));

    app.get(
      '/work/api/notificationBroadcasts',
      { schema: { response: replying('operator/notification-broadcast-list.schema.json#') } },
      async (): Promise<NotificationBroadcastList> => ({
        broadcasts: await db.query<NotificationBroadcast>(`SELECT ${COLUMNS} FROM notification_broadcasts ORDER BY sent_at DESC, id DESC LIMIT ${LISTED}`),
      }),
    );

    app.post<{ Body: BroadcastBody }>(
      '/work/api/notificationBroadcasts',
      { schema: { body, response: replying('operator/notification-broadcast.schema.json#', 201) } },
      async (request, reply): Promise<NotificationBroadcast> => {
        const { accountId } = employeeOf(request, REFUSAL);
        const { audience, category = 'systemNotice' } = request.body;
        const title = request.body.title.trim();
        const content = request.body.content.trim();
        const email = audience === 'ACCOUNT' ? request.body.email?.trim().toLowerCase() : undefined;
        if (audience === 'ACCOUNT' && !email) throw new ApiError(400, ErrorCode.validation, messageFor(request, 'operator.broadcasts.error.emailNeeded'));
        await refuseSensitiveContent(request, [title, content]);
        const { broadcast, recipients } = await db.transaction(async (tx) => {
          const targets =
            audience === 'ACCOUNT'
              ? await tx.query<{ id: string }>(`SELECT id FROM accounts WHERE lower(email) = $1 AND NOT disabled AND user_type <> 'EMPLOYEE'`, [email])
              : await tx.query<{ id: string }>('SELECT id FROM accounts WHERE user_type = ANY($1::text[]) AND NOT disabled ORDER BY id', [AUDIENCES[audience]]);
          if (audience === 'ACCOUNT' && targets.length === 0)
            throw new ApiError(404, ErrorCode.notFound, messageFor(request, 'operator.broadcasts.error.noAccount'));
          const sent = await tx.query<{ id: string; account_id: string }>(
            `INSERT INTO notification_reminders (account_id, category, title, content)
             SELECT account, $2, $3, $4 FROM unnest($1::text[]) AS account RETURNING id::text, account_id`,
            [targets.map((target) => target.id), category, title, content],
          );
          const [row] = await tx.query<NotificationBroadcast>(
            `INSERT INTO notification_broadcasts (audience, email, category, title, content, sent_by, recipients)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
            [audience, email ?? null, category, title, content, accountId, sent.length],
          );
          return { broadcast: row as NotificationBroadcast, recipients: sent };
        });
        // Stored for all: a push that fails is the browser's next count, not the operator's failure.
        for (let start = 0; start < recipients.length; start += PUSH_BATCH) {
          await Promise.all(
            recipients.slice(start, start + PUSH_BATCH).map(async ({ id, account_id }) => {
              try {
                await bus.publish({ userId: account_id, queue: 'notificationReminder', body: { id, category, title } });
              } catch (error) {
                request.log.error({ err: error, notificationId: id, accountId: account_id }, 'notification stored but not pushed');
              }
            }),
          );
        }
        reply.code(201);
        return broadcast;
      },
    );
  };
}
