import type { FastifyPluginAsync } from 'fastify';
import type { HotlineNumbers } from '../config/hotline.js';
import type { ImConfig } from '../config/im-config.js';
import type { Database } from '../db/connection.js';
import { createSensitiveWordRepository } from '../sensitive-words/repository.js';
import { createSensitiveContentGuard } from '../sensitive-words/sensitive-content-guard.js';
import { conversationRoutes } from './conversation-routes.js';
import { createImAccess } from './im-access.js';
import type { ImEventPublisher } from './im-events.js';
import { createImTokenKey } from './im-token-key.js';
import type { ImUserSigner } from './im-user-signer.js';
import { kefuRoutes } from './kefu-routes.js';
import { createLocalImSigner } from './local-im-token.js';
import { createImRepository } from './repository.js';
import { signatureRoutes } from './signature-routes.js';
import { createTimSigner } from './tim-user-sig.js';

export interface ImRouteOptions {
  db: Database;
  config: ImConfig;
  hotline: HotlineNumbers;
  /** The notification bus (server/bus): new messages and reads reach the browser over STOMP through it. */
  events: ImEventPublisher;
}

/** Tencent Cloud Chat's UserSig when TIM_SDKAPPID and TIM_SECRET_KEY are set, else the local IM's token. */
export function createImUserSigner(db: Database, config: ImConfig): ImUserSigner {
  return config.tim !== null ? createTimSigner(config.tim) : createLocalImSigner(createImTokenKey(db, config.localImSecret));
}

/** Instant messaging (spec §4, §6, §7): the signature, the kefu exchange and the local IM. */
export function imRoutes({ db, config, hotline, events }: ImRouteOptions): FastifyPluginAsync {
  return async (app) => {
    const repository = createImRepository(db);
    const signer = createImUserSigner(db, config);
    const access = createImAccess(repository, signer, config.kefuAccount);
    const refuseSensitiveContent = createSensitiveContentGuard(createSensitiveWordRepository(db), hotline);
    await app.register(signatureRoutes(access, signer, config.kefuHost));
    await app.register(kefuRoutes(repository, config.kefuAccount));
    await app.register(conversationRoutes({ repository, access, refuseSensitiveContent, events, serviceEmail: config.kefuAccount }));
  };
}
