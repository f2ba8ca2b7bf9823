import type { FastifyPluginAsync } from 'fastify';
import { nowAsWallTime } from '../../../../common/wall-time.js';
import { messageFor, requireBuyer, viewerOf } from '../../../auth/viewer.js';
import type { LiveReader } from '../../../b2bshop/lives/repository.js';
import { ApiError } from '../../../errors/api-error.js';
import { ErrorCode } from '../../../errors/error-codes.js';
import { errorResponses } from '../../../http/error-responses.js';
import { ACTION_BODY_LIMIT_BYTES, entityId } from '../action-schemas.js';
import type { LiveAppointmentRepository } from './repository.js';

const reserveSchema = {
  body: { type: 'object', properties: { liveId: entityId }, required: ['liveId'], additionalProperties: false },
  response: {
    200: {
      type: 'object',
      properties: { id: entityId, liveId: entityId, reserved: { type: 'boolean' } },
      required: ['id', 'liveId', 'reserved'],
    },
    ...errorResponses,
  },
};

const cancelSchema = {
  params: { type: 'object', properties: { id: entityId }, required: ['id'] },
  response: { 204: { type: 'null' }, ...errorResponses },
};

/**
 * Spec §4/§5/§8: Appointment Live → Reserved, for buyers with completed company information, while the live has
 * not ended (at the server's clock, `now`); a reservation is cancelled by its owner only (anyone else gets 404,
 * as if it did not exist).
 */
export function liveAppointmentRoutes(appointments: LiveAppointmentRepository, lives: LiveReader, now: () => Date): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: { liveId: string } }>(
      '/member/api/liveAppointments',
      { schema: reserveSchema, preValidation: requireBuyer('appointment', { needsCompany: true }), bodyLimit: ACTION_BODY_LIMIT_BYTES },
      async (request) => {
        const { liveId } = request.body;
        const live = await lives.find(liveId, nowAsWallTime(now()));
        if (live === undefined) throw new ApiError(404, ErrorCode.notFound, `No live "${liveId}".`);
        if (live.state === 'ENDED') throw new ApiError(409, ErrorCode.liveEnded, messageFor(request, 'lives.error.ended'));
        const id = await appointments.reserve(viewerOf(request).accountId, liveId);
        return { id, liveId, reserved: true };
      },
    );

    app.delete<{ Params: { id: string } }>(
      '/member/api/liveAppointments/:id',
      { schema: cancelSchema, preValidation: requireBuyer('appointment'), bodyLimit: ACTION_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await appointments.cancel(viewerOf(request).accountId, id))) {
          throw new ApiError(404, ErrorCode.notFound, `No live appointment "${id}".`);
        }
        return reply.code(204).send();
      },
    );
  };
}
