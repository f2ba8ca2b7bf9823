// Spec §4, §6: instant messaging behind one interface, with two implementations — Tencent Cloud Chat when the
// signature reply names an SDK app id, the local IM (its REST calls and the notification link) otherwise.
// The lifecycle (polling, batching, unread) is im-session.ts's, the same for both.
import type { TimSignature } from '../../../common/generated/types';
import type { ImStatus } from './im-status';

/** Spec §3, §7: what GET /{subsite}/api/tim/signature/self answers (sdkAppId null: the local IM). */
export type ImCredentials = TimSignature;

/** One received message, as far as the lifecycle needs it: which conversation it belongs to. */
export interface ReceivedImMessage {
  conversationId: string;
}

export interface ImProvider {
  /** Logs in; resolves once the IM is ready (spec §4: then polling starts). */
  login(): Promise<void>;
  /** Logs out of the IM and lets go of everything it holds. */
  logout(): Promise<void>;
  /** The IM's own unread total. */
  unreadCount(): Promise<number>;
  /** Whether any of these messages' conversations has unread messages. */
  anyUnread(messages: readonly ReceivedImMessage[]): Promise<boolean>;
  /** Received messages, as they arrive, until the returned function is called. */
  onMessagesReceived(listener: (messages: readonly ReceivedImMessage[]) => void): () => void;
  /** The unread total changed without a new message (read in another window); until the returned function is called. */
  onUnreadChanged(listener: () => void): () => void;
  /** Spec §2 header IM status: whether the IM's link is up now, asked once logged in and at each change. */
  connectionStatus(): ImStatus;
  /** The link went down, is coming back or is up again; until the returned function is called. */
  onConnectionChanged(listener: () => void): () => void;
}

export type ImKind = 'tencent' | 'local';

/** Spec §8: 'IM creation failure: error when no IM constructor exists.' */
export class ImConstructorMissingError extends Error {
  override name = 'ImConstructorMissingError';

  constructor(kind: string) {
    super(`IM creation failed: no IM constructor exists for ${kind}`);
  }
}

/** Which implementation the credentials call for: Tencent when an SDK app id is set, the local IM otherwise. */
export function imKindOf(credentials: ImCredentials): ImKind {
  return credentials.sdkAppId === null ? 'local' : 'tencent';
}

export type ImConstructor = new (credentials: ImCredentials, subsite: string) => ImProvider;

/** Creates the provider the credentials call for, from the constructors at hand. */
export function createImProvider(credentials: ImCredentials, subsite: string, constructors: Partial<Record<ImKind, ImConstructor>>): ImProvider {
  const kind = imKindOf(credentials);
  const Constructor = constructors[kind];
  if (!Constructor) throw new ImConstructorMissingError(kind);
  return new Constructor(credentials, subsite);
}
