// The local IM's data as the IM page reads it: the viewer's credentials, conversations and the open
// conversation's messages, sending and marking read. Keyed under the session's account, so logout forgets it.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { IM_MESSAGE_PAGE_SIZE } from '../../../common/constants';
import { sessionKeys } from '../session/keys';
import { fetchImCredentials } from './im-credentials';
import type { ImCredentials } from './im-provider';
import { fetchConversations, fetchMessages, markConversationRead, sendMessage, type ImConversation, type ImMessage, type LocalImAccess } from './local-im-api';

/** The viewer's local IM: who (the login status id) and through which subsite, with its imUserSig. */
export interface LocalImViewer extends LocalImAccess {
  userId: string;
}

export const localImKeys = {
  all: (userId: string) => [...sessionKeys.account(), 'localIm', userId] as const,
  credentials: (userId: string, subsite: string) => [...localImKeys.all(userId), subsite, 'credentials'] as const,
  conversations: (userId: string) => [...localImKeys.all(userId), 'conversations'] as const,
  allMessages: (userId: string) => [...localImKeys.all(userId), 'messages'] as const,
  messages: (userId: string, peerId: string) => [...localImKeys.allMessages(userId), peerId] as const,
};

/** Spec §7: the viewer's IM credentials (imUserId, imUserSig, sdkAppId), by subsite. */
export function useImCredentials(userId: string, subsite: string): UseQueryResult<ImCredentials> {
  return useQuery({
    queryKey: localImKeys.credentials(userId, subsite),
    queryFn: () => fetchImCredentials(subsite),
    // The credentials hold for the page's life; a failure shows its reload state rather than asking again.
    staleTime: Infinity,
    retry: false,
  });
}

export function useConversations(viewer: LocalImViewer): UseQueryResult<readonly ImConversation[]> {
  return useQuery({
    queryKey: localImKeys.conversations(viewer.userId),
    queryFn: ({ signal }) => fetchConversations(viewer, signal),
  });
}

/** Pages of a conversation, newest page first; each page oldest message first. */
type MessagePages = InfiniteData<readonly ImMessage[], string | undefined>;

const byId = (a: ImMessage, b: ImMessage) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0);

/**
 * The pages as one list, oldest first, each message once: a page asked again after new messages arrived can
 * overlap the next one (ids grow with every message, schemas/im/im-message.schema.json).
 */
export function messagesOf(pages: readonly (readonly ImMessage[])[]): readonly ImMessage[] {
  const unique = new Map<string, ImMessage>();
  for (const page of pages) for (const message of page) unique.set(message.id, message);
  return [...unique.values()].sort(byId);
}

export function useConversationMessages(viewer: LocalImViewer, peerId: string) {
  const query = useInfiniteQuery({
    queryKey: localImKeys.messages(viewer.userId, peerId),
    queryFn: ({ pageParam, signal }) => fetchMessages(viewer, peerId, { before: pageParam, size: IM_MESSAGE_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    // A full page may have older messages before it; a shorter one is the start of the conversation.
    getNextPageParam: (page) => (page.length < IM_MESSAGE_PAGE_SIZE ? undefined : page[0]?.id),
    // A refusal (403: no chat between these two) stays so: asking again would only delay it.
    retry: false,
  });
  const messages = useMemo(() => (query.data ? messagesOf(query.data.pages) : undefined), [query.data]);
  return { ...query, messages };
}

/** Adds a message to the conversation's newest page, once. */
function withMessage(data: MessagePages | undefined, message: ImMessage): MessagePages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.some((known) => known.id === message.id))) return data;
  const [newest = [], ...older] = data.pages;
  return { ...data, pages: [[...newest, message], ...older] };
}

/** After a change in the viewer's IM: the conversation list (last message, unread counts) is asked again. */
export function refreshConversations(client: QueryClient, userId: string): Promise<void> {
  return client.invalidateQueries({ queryKey: localImKeys.conversations(userId) });
}

/** Spec §4: a local IM event arrived over STOMP — the list and the conversation it names (or every open one). */
export async function refreshAfterImEvent(client: QueryClient, userId: string, peerId: string | undefined): Promise<void> {
  await Promise.all([
    refreshConversations(client, userId),
    client.invalidateQueries({ queryKey: peerId === undefined ? localImKeys.allMessages(userId) : localImKeys.messages(userId, peerId) }),
  ]);
}

export function useSendMessage(viewer: LocalImViewer, peerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(viewer, peerId, text),
    onSuccess(message) {
      client.setQueryData<MessagePages>(localImKeys.messages(viewer.userId, peerId), (data) => withMessage(data, message));
      void refreshConversations(client, viewer.userId);
    },
  });
}

/** Marks the conversation read; its unread count shows 0 at once, the list follows from the server. */
export function useMarkConversationRead(viewer: LocalImViewer, peerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(viewer, peerId),
    onSuccess() {
      client.setQueryData<readonly ImConversation[]>(localImKeys.conversations(viewer.userId), (conversations) =>
        conversations?.map((conversation) => (conversation.peerId === peerId ? { ...conversation, unreadCount: 0 } : conversation)),
      );
      void refreshConversations(client, viewer.userId);
    },
    // The badge stays until the next read; nothing the person can do about it, so it is logged, not shown.
    onError(error) {
      console.warn('[im] marking the conversation read failed:', error);
    },
  });
}
