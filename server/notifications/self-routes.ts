import type { FastifyPluginAsync } from 'fastify';
import type { NotificationReminder, NotificationReminderPage, ReadAllReply, UnreadInfo } from '../../common/generated/types.js';
import { SUBSITES } from '../auth/back-offices.js';
import type { NotificationBus } from '../bus/notification-bus.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { pageQuery } from '../filter/search-query.js';
import { replying } from '../http/error-responses.js';
import { pageInfo } from '../http/page-info.js';
import type { NotificationRepository } from './repository.js';
import { publishNotificationsRead } from './send-notification.js';
import { subsiteViewerOf } from './subsite-viewer.js';

const listSchema = {
  querystring: { type: 'object', properties: pageQuery },
  response: replying('notifications/notification-reminder-page.schema.json#'),
};

const readSchema = {
  params: { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'] },
  response: replying('notifications/notification-reminder.schema.json#'),
};

/**
 * The viewer's own notifications in the viewer's own back office (spec §7): the unread counts, the list,
 * marking one or all read. Reading pushes notificationChanged, so the viewer's other tabs refresh too.
 */
export function notificationSelfRoutes(notifications: NotificationRepository, bus: NotificationBus): FastifyPluginAsync {
  return async (app) => {
    for (const subsite of SUBSITES) {
      const base = `/${subsite}/api/notificationReminders/self`;

      // Spec §7: getUnreadInfo is asked of the seller, group, member or work subsite.
      app.get(`${base}/getUnreadInfo`, { schema: { response: replying('notifications/unread-info.schema.json#') } }, async (request): Promise<UnreadInfo> => {
        return notifications.unreadInfo(subsiteViewerOf(request, subsite).accountId);
      });

      app.get<{ Querystring: { page: number; size: number } }>(base, { schema: listSchema }, async (request): Promise<NotificationReminderPage> => {
        const viewer = subsiteViewerOf(request, subsite);
        const { page, size } = request.query;
        const { items, totalElements } = await notifications.listPage(viewer.accountId, { page, size });
        return {
          _embedded: { 'b2b:notificationReminders': items },
          page: pageInfo(totalElements, size, page),
        };
      });

      app.post<{ Params: { id: string } }>(`${base}/:id/read`, { schema: readSchema }, async (request): Promise<NotificationReminder> => {
        const viewer = subsiteViewerOf(request, subsite);
        const result = await notifications.markRead(viewer.accountId, request.params.id);
        if (result === undefined) throw new ApiError(404, ErrorCode.notFound, `No notification "${request.params.id}".`);
        if (result.changed) await publishNotificationsRead(bus, viewer.accountId, result.reminder.id, request.log);
        return result.reminder;
      });

      app.post(`${base}/readAll`, { schema: { response: replying('notifications/read-all-reply.schema.json#') } }, async (request): Promise<ReadAllReply> => {
        const viewer = subsiteViewerOf(request, subsite);
        const read = await notifications.markAllRead(viewer.accountId);
        if (read > 0) await publishNotificationsRead(bus, viewer.accountId, undefined, request.log);
        return { read };
      });
    }
  };
}
