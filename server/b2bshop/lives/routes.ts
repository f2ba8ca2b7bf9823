import type { FastifyPluginAsync } from 'fastify';
import type { Language, Live, LiveList, LiveState } from '../../../common/generated/types.js';
import { nowAsWallTime } from '../../../common/wall-time.js';
import { messageFor } from '../../auth/viewer.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { replying } from '../../http/error-responses.js';
import { entityId } from '../../member/actions/action-schemas.js';
import { languageQuery } from '../catalog/catalog-schemas.js';
import { toLive } from './live-reply.js';
import { LIVE_STATES } from './live-state.js';
import type { LiveReader } from './repository.js';

const listSchema = {
  querystring: { type: 'object', properties: { lang: languageQuery, state: { type: 'string', enum: LIVE_STATES } } },
  response: replying('lives/live-list.schema.json#'),
};

const oneSchema = {
  params: { type: 'object', properties: { id: entityId }, required: ['id'] },
  querystring: { type: 'object', properties: { lang: languageQuery } },
  response: replying('lives/live.schema.json#'),
};

/**
 * The live hall and live list (spec §1, §2 liveHall / liveList): GET /b2bshop/api/lives/public?lang=&state= and
 * GET /b2bshop/api/lives/public/{id}?lang=. Each live's state is read at the server's UTC+8 clock, `now`.
 */
export function liveRoutes(lives: LiveReader, now: () => Date = () => new Date()): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { lang: Language; state?: LiveState } }>('/b2bshop/api/lives/public', { schema: listSchema }, async (request): Promise<LiveList> => {
      const rows = await lives.list(nowAsWallTime(now()), request.query.state);
      return rows.map((row) => toLive(row, request.query.lang));
    });

    app.get<{ Params: { id: string }; Querystring: { lang: Language } }>(
      '/b2bshop/api/lives/public/:id',
      { schema: oneSchema },
      async (request): Promise<Live> => {
        const row = await lives.find(request.params.id, nowAsWallTime(now()));
        if (row === undefined) throw new ApiError(404, ErrorCode.liveNotFound, messageFor(request, 'lives.error.notFound'));
        return toLive(row, request.query.lang);
      },
    );
  };
}
