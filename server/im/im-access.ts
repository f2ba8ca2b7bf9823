// Who may use the IM calls, and with whom (spec §6; the checks are ours, the spec shows none).
import type { FastifyRequest } from 'fastify';
import type { Subsite } from '../auth/back-offices.js';
import { messageFor, sessionViewerOf } from '../auth/viewer.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { IM_SUBSITE_OF, imPartyOf, mayChat, type ImAccount, type ImParty } from './im-roles.js';
import type { ImUserSigner } from './im-user-signer.js';
import type { ImRepository } from './repository.js';

/** The header the local IM calls carry the signature endpoint's imUserSig in. */
export const IM_SIG_HEADER = 'x-im-sig';

export interface ImViewer {
  accountId: string;
  party: ImParty;
  /** The viewer's company; null while company information is not completed. */
  siteTraderId: string | null;
}

export interface ImAccess {
  /** 401 for a visitor, 403 for an account without IM or under another back office than its own. */
  imViewerOf(request: FastifyRequest, subsite: Subsite): Promise<ImViewer>;
  /** As imViewerOf, and 401 E401_IM_SIGNATURE unless X-IM-Sig is a valid signature of the viewer. */
  localImViewerOf(request: FastifyRequest, subsite: Subsite): Promise<ImViewer>;
  /** The account the viewer chats with; 403 E403_IM_PEER for anyone the viewer may not chat with. */
  chatPeerOf(request: FastifyRequest, viewer: ImViewer, peerId: string): Promise<ImPeer>;
  /**
   * Spec §8: a buyer without company information cannot send instant messages (403
   * E403_COMPANY_INFO_INCOMPLETE with the spec's notice) to a seller; the customer service stays open to them.
   */
  checkMayWrite(request: FastifyRequest, viewer: ImViewer, peer: ImPeer): void;
}

export interface ImPeer extends ImAccount {
  party: ImParty;
}

export function createImAccess(repository: ImRepository, signer: ImUserSigner, serviceEmail: string): ImAccess {
  async function imViewerOf(request: FastifyRequest, subsite: Subsite): Promise<ImViewer> {
    const viewer = sessionViewerOf(request);
    const account = await repository.findAccount(viewer.accountId);
    const party = account === undefined ? null : imPartyOf(account, serviceEmail);
    if (party === null) {
      throw new ApiError(403, ErrorCode.notImUser, messageFor(request, 'buyerOnly.instantMessage'));
    }
    if (IM_SUBSITE_OF[party] !== subsite) throw new ApiError(403, ErrorCode.imSubsite, messageFor(request, 'im.wrongSubsite'));
    return { accountId: viewer.accountId, party, siteTraderId: viewer.siteTraderId };
  }

  return {
    imViewerOf,

    async localImViewerOf(request, subsite) {
      const viewer = await imViewerOf(request, subsite);
      const userSig = request.headers[IM_SIG_HEADER];
      const signedFor = typeof userSig === 'string' && userSig !== '' ? await signer.verify(userSig) : null;
      if (signedFor !== viewer.accountId) throw new ApiError(401, ErrorCode.imSignature, messageFor(request, 'im.signatureInvalid'));
      return viewer;
    },

    async chatPeerOf(request, viewer, peerId) {
      const peer = peerId === viewer.accountId ? undefined : await repository.findAccount(peerId);
      const party = peer === undefined ? null : imPartyOf(peer, serviceEmail);
      // An account that does not exist is refused like one the viewer may not chat with: the reply does
      // not tell which ids exist.
      if (peer === undefined || party === null || !mayChat(viewer.party, party)) {
        throw new ApiError(403, ErrorCode.imPeer, messageFor(request, 'im.peerNotAllowed'));
      }
      return { ...peer, party };
    },

    checkMayWrite(request, viewer, peer) {
      if (viewer.party === 'BUYER' && viewer.siteTraderId === null && peer.party === 'SELLER') {
        throw new ApiError(403, ErrorCode.companyInfoIncomplete, messageFor(request, 'company.incompleteNotice'));
      }
    },
  };
}
