import type { FastifyPluginAsync } from 'fastify';
import type { FollowList, Language } from '../../../../common/generated/types.js';
import { requireBuyer, viewerOf } from '../../../auth/viewer.js';
import { languageQuery } from '../../../b2bshop/catalog/catalog-schemas.js';
import { textIn } from '../../../b2bshop/catalog/catalog-text.js';
import { errorResponses, replying } from '../../../http/error-responses.js';
import { requiredExhibitorRef } from '../listings/exhibitor-ref.js';
import { ACTION_BODY_LIMIT_BYTES, entityId } from '../action-schemas.js';
import { checkFollowTarget, type FollowTargetSources } from './check-follow-target.js';
import { FOLLOW_TARGET_TYPES, type FollowRepository, type FollowTarget, type FollowTargetType } from './repository.js';

const targetType = { type: 'string', enum: FOLLOW_TARGET_TYPES } as const;

const followed = {
  type: 'object',
  properties: { targetType, targetId: entityId, followed: { type: 'boolean' } },
  required: ['targetType', 'targetId', 'followed'],
} as const;

const followSchema = {
  body: {
    type: 'object',
    properties: { targetType, targetId: entityId, confirmBlacklisted: { type: 'boolean' } },
    required: ['targetType', 'targetId'],
    additionalProperties: false,
  },
  response: { 200: followed, ...errorResponses },
};

const unfollowSchema = {
  params: { type: 'object', properties: { targetType, targetId: entityId }, required: ['targetType', 'targetId'] },
  response: { 204: { type: 'null' }, ...errorResponses },
};

const listSchema = {
  querystring: { type: 'object', properties: { targetType, lang: languageQuery } },
  response: replying('buyer/follow-list.schema.json#'),
};

const asBuyer = requireBuyer('favorite');

/** Spec §4/§5: Follow → Followed, for buyers only; the page reads the state back from follows/self. */
export function followRoutes(follows: FollowRepository, sources: FollowTargetSources): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: FollowTarget & { confirmBlacklisted?: boolean } }>(
      '/member/api/follows',
      { schema: followSchema, preValidation: asBuyer, bodyLimit: ACTION_BODY_LIMIT_BYTES },
      async (request) => {
        const viewer = viewerOf(request);
        const { targetType, targetId } = request.body;
        await checkFollowTarget(sources, request, viewer, request.body);
        await follows.follow(viewer.accountId, { targetType, targetId });
        return { targetType, targetId, followed: true };
      },
    );

    app.delete<{ Params: FollowTarget }>(
      '/member/api/follows/:targetType/:targetId',
      { schema: unfollowSchema, preValidation: asBuyer, bodyLimit: ACTION_BODY_LIMIT_BYTES },
      async (request, reply) => {
        await follows.unfollow(viewerOf(request).accountId, request.params);
        return reply.code(204).send();
      },
    );

    // The personal centre's follows, and the Follow buttons' state after a reload (schemas/buyer/follow-list).
    app.get<{ Querystring: { targetType?: FollowTargetType; lang: Language } }>(
      '/member/api/follows/self',
      { schema: listSchema, preValidation: asBuyer },
      async (request): Promise<FollowList> => {
        const { targetType: only, lang } = request.query;
        const rows = await follows.listOf(viewerOf(request).accountId, only);
        return rows.map((row) => {
          const exhibitor = requiredExhibitorRef(row, lang);
          return {
            targetType: row.targetType,
            targetId: row.targetId,
            followed: true,
            title: row.product_title === null ? exhibitor.name : textIn(row.product_title, lang),
            imageUrl: row.image_url,
            exhibitor,
            followedAt: row.followed_at,
          };
        });
      },
    );
  };
}
