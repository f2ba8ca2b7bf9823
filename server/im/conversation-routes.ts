import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ImConversationList, ImMessage, ImMessageList, ImUnread } from '../../common/generated/types.js';
import { SUBSITES } from '../auth/back-offices.js';
import { messageFor } from '../auth/viewer.js';
import { replying } from '../http/error-responses.js';
import { ACTION_BODY_LIMIT_BYTES, writtenText } from '../member/actions/action-schemas.js';
import type { SensitiveContentGuard } from '../sensitive-words/sensitive-content-guard.js';
import type { ImAccess, ImViewer } from './im-access.js';
import { newMessageEvent, readEvent, type ImEvent, type ImEventPublisher } from './im-events.js';
import type { ImRepository } from './repository.js';

/** The longest message (contract, issue 6: 1..2000 characters). */
export const IM_MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_PAGE_DEFAULT_SIZE = 20;
export const MESSAGE_PAGE_MAX_SIZE = 100;

const peerParams = {
  type: 'object',
  properties: { peerId: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['peerId'],
};

interface PeerRequest {
  Params: { peerId: string };
}
interface MessagesRequest extends PeerRequest {
  Querystring: { before?: string; size: number };
}
interface SendRequest extends PeerRequest {
  Body: { text: string };
}

export interface ConversationRouteDeps {
  repository: ImRepository;
  access: ImAccess;
  refuseSensitiveContent: SensitiveContentGuard;
  events: ImEventPublisher;
  /** The customer service's e-mail (ImConfig.kefuAccount): the conversation with it is named as the service, in the viewer's language. */
  serviceEmail: string;
}

/**
 * The local IM (the embedded default's chat), under /{subsite}/api/im: the session cookie and X-IM-Sig
 * name the viewer (checked before the input, so a refusal does not depend on it); a conversation is with
 * one peer, named by its account id (its imUserId).
 */
export function conversationRoutes({ repository, access, refuseSensitiveContent, events, serviceEmail }: ConversationRouteDeps): FastifyPluginAsync {
  return async (app) => {
    for (const subsite of SUBSITES) {
      const viewers = new WeakMap<FastifyRequest, ImViewer>();
      const asImUser: preValidationAsyncHookHandler = async (request) => {
        viewers.set(request, await access.localImViewerOf(request, subsite));
      };
      const viewerOf = (request: FastifyRequest): ImViewer => {
        const viewer = viewers.get(request);
        if (viewer === undefined) throw new Error('the IM viewer is set by the preValidation hook');
        return viewer;
      };
      const base = `/${subsite}/api/im`;

      app.get(
        `${base}/conversations`,
        { schema: { response: replying('im/im-conversation-list.schema.json#') }, preValidation: asImUser },
        async (request): Promise<ImConversationList> => {
          const stored = await repository.listConversations(viewerOf(request).accountId, serviceEmail);
          const serviceName = messageFor(request, 'im.customerService');
          return {
            conversations: stored.map(({ peerIsService, peerName, ...conversation }) => ({
              ...conversation,
              peerName: peerIsService ? serviceName : peerName,
            })),
          };
        },
      );

      app.get<MessagesRequest>(
        `${base}/conversations/:peerId/messages`,
        {
          schema: {
            params: peerParams,
            querystring: {
              type: 'object',
              properties: {
                before: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' },
                size: { type: 'integer', minimum: 1, maximum: MESSAGE_PAGE_MAX_SIZE, default: MESSAGE_PAGE_DEFAULT_SIZE },
              },
            },
            response: replying('im/im-message-list.schema.json#'),
          },
          preValidation: asImUser,
        },
        async (request): Promise<ImMessageList> => {
          const viewer = viewerOf(request);
          const peer = await access.chatPeerOf(request, viewer, request.params.peerId);
          const { before, size } = request.query;
          return { messages: await repository.listMessages(viewer.accountId, peer.id, { size, ...(before === undefined ? {} : { before }) }) };
        },
      );

      app.post<SendRequest>(
        `${base}/conversations/:peerId/messages`,
        {
          schema: {
            params: peerParams,
            body: {
              type: 'object',
              properties: { text: writtenText(IM_MESSAGE_MAX_LENGTH) },
              required: ['text'],
              additionalProperties: false,
            },
            response: replying('im/im-message.schema.json#', 201),
          },
          preValidation: asImUser,
          bodyLimit: ACTION_BODY_LIMIT_BYTES,
        },
        async (request, reply): Promise<ImMessage> => {
          const viewer = viewerOf(request);
          const peer = await access.chatPeerOf(request, viewer, request.params.peerId);
          access.checkMayWrite(request, viewer, peer);
          await refuseSensitiveContent(request, [request.body.text]);
          const message = await repository.send(viewer.accountId, peer.id, request.body.text.trim());
          await publish(events, newMessageEvent(peer.id, viewer.accountId, message.id), request.log);
          reply.code(201);
          return message;
        },
      );

      app.post<PeerRequest>(
        `${base}/conversations/:peerId/read`,
        { schema: { params: peerParams, response: replying('im/im-unread.schema.json#') }, preValidation: asImUser },
        async (request): Promise<ImUnread> => {
          const viewer = viewerOf(request);
          const peer = await access.chatPeerOf(request, viewer, request.params.peerId);
          if (await repository.markRead(viewer.accountId, peer.id)) await publish(events, readEvent(viewer.accountId), request.log);
          return { total: await repository.unreadTotal(viewer.accountId) };
        },
      );

      app.get(
        `${base}/unread`,
        { schema: { response: replying('im/im-unread.schema.json#') }, preValidation: asImUser },
        async (request): Promise<ImUnread> => ({ total: await repository.unreadTotal(viewerOf(request).accountId) }),
      );
    }
  };
}

/**
 * The message is stored before it is announced: when the bus fails (RabbitMQ away) the sender still gets
 * the message, and the recipient sees it on the next refresh of the list; the failure is logged here.
 */
async function publish(events: ImEventPublisher, event: ImEvent, log: FastifyBaseLogger): Promise<void> {
  try {
    await events.publish(event);
  } catch (error) {
    log.error({ err: error, userId: event.userId }, 'IM event not published on the notification bus');
  }
}
