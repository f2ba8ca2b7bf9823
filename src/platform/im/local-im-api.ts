// The local IM's calls (issue-6 contract; the embedded default's chat, server/im/): unread, conversations,
// messages, send and read, each authenticated by the session cookie and the imUserSig in X-IM-Sig (the
// credentials come from ./im-credentials.ts). Every reply is checked against its schema (schemas/im/).
import type { ImConversation, ImMessage } from '../../../common/generated/types';
import { validateImConversationList, validateImMessage, validateImMessageList, validateImUnread } from '../../../common/generated/validators.js';
import { checkReply } from '../invalid-reply';
import { requestLazily } from '../lazy-request';
import { IM_PATHS, IM_SIGNATURE_HEADER } from './im-paths';

export type { ImConversation, ImMessage };

const segment = encodeURIComponent;

export const LOCAL_IM_CHAT_PATHS = {
  conversations: IM_PATHS.conversations,
  messages: (subsite: string, peerId: string) => `${IM_PATHS.conversations(subsite)}/${segment(peerId)}/messages`,
  read: (subsite: string, peerId: string) => `${IM_PATHS.conversations(subsite)}/${segment(peerId)}/read`,
};

/** Who calls the local IM: the subsite of the viewer's type (member or seller) and its imUserSig. */
export interface LocalImAccess {
  subsite: string;
  imUserSig: string;
}

const signed = ({ imUserSig }: LocalImAccess) => ({ [IM_SIGNATURE_HEADER]: imUserSig });

/** The viewer's local IM unread total (the header's badge: a failure is logged by the IM session, not toasted). */
export async function fetchUnreadTotal(access: LocalImAccess): Promise<number> {
  const reply = await requestLazily<unknown>({ url: IM_PATHS.unread(access.subsite), headers: signed(access), suppressErrorToast: true });
  return checkReply(validateImUnread, reply, 'IM unread').total;
}

/** The viewer's conversations, the one with the latest message first. */
export async function fetchConversations(access: LocalImAccess, signal?: AbortSignal): Promise<readonly ImConversation[]> {
  const reply = await requestLazily<unknown>({
    url: LOCAL_IM_CHAT_PATHS.conversations(access.subsite),
    headers: signed(access),
    suppressErrorToast: true,
    signal,
  });
  return checkReply(validateImConversationList, reply, 'IM conversations').conversations;
}

export interface MessagePageRequest {
  /** The id of the oldest message already shown: the page ends just before it. None for the newest page. */
  before?: string | undefined;
  size: number;
}

/** The newest `size` messages with the peer older than `before`, oldest first; fewer than `size`: no older ones. */
export async function fetchMessages(
  access: LocalImAccess,
  peerId: string,
  { before, size }: MessagePageRequest,
  signal?: AbortSignal,
): Promise<readonly ImMessage[]> {
  const reply = await requestLazily<unknown>({
    url: LOCAL_IM_CHAT_PATHS.messages(access.subsite, peerId),
    params: before === undefined ? { size } : { before, size },
    headers: signed(access),
    suppressErrorToast: true,
    signal,
  });
  return checkReply(validateImMessageList, reply, 'IM messages').messages;
}

/** Sends `text` (1 to IM_MESSAGE_MAX_LENGTH characters; the server refuses sensitive words, spec §5). */
export async function sendMessage(access: LocalImAccess, peerId: string, text: string): Promise<ImMessage> {
  const reply = await requestLazily<unknown>({
    method: 'POST',
    url: LOCAL_IM_CHAT_PATHS.messages(access.subsite, peerId),
    headers: signed(access),
    data: { text },
    suppressErrorToast: true,
  });
  return checkReply(validateImMessage, reply, 'IM message');
}

/** Marks the peer's messages read; answers the viewer's local IM unread total left. */
export async function markConversationRead(access: LocalImAccess, peerId: string): Promise<number> {
  const reply = await requestLazily<unknown>({
    method: 'POST',
    url: LOCAL_IM_CHAT_PATHS.read(access.subsite, peerId),
    headers: signed(access),
    suppressErrorToast: true,
  });
  return checkReply(validateImUnread, reply, 'IM unread').total;
}
