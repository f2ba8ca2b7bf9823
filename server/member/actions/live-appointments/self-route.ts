import type { FastifyPluginAsync } from 'fastify';
import type { Language, LiveAppointmentList } from '../../../../common/generated/types.js';
import { nowAsWallTime } from '../../../../common/wall-time.js';
import { requireBuyer, viewerOf } from '../../../auth/viewer.js';
import { toLive } from '../../../b2bshop/lives/live-reply.js';
import { languageQuery } from '../../../b2bshop/catalog/catalog-schemas.js';
import { replying } from '../../../http/error-responses.js';
import type { LiveAppointmentRepository } from './repository.js';

const schema = {
  querystring: { type: 'object', properties: { lang: languageQuery } },
  response: replying('buyer/live-appointment-list.schema.json#'),
};

/** GET /member/api/liveAppointments/self?lang=: the buyer's reservations, by their live's start (personal centre). */
export function liveAppointmentSelfRoute(appointments: LiveAppointmentRepository, now: () => Date): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { lang: Language } }>(
      '/member/api/liveAppointments/self',
      { schema, preValidation: requireBuyer('appointment') },
      async (request): Promise<LiveAppointmentList> => {
        const rows = await appointments.listOf(viewerOf(request).accountId, nowAsWallTime(now()));
        return rows.map((row) => ({ id: row.reservation_id, live: toLive(row.live, request.query.lang), reservedAt: row.reserved_at }));
      },
    );
  };
}
