import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ImMessage } from '../../platform/im/local-im-api';
import { useConversationMessages, useConversations, useMarkConversationRead, type LocalImViewer } from '../../platform/im/local-im-queries';
import type { Language } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { ImNotice } from './ImNotice';
import { ImScreen } from './ImScreen';
import { MessageList } from './MessageList';
import { PeerCompanyCard } from './PeerCompanyCard';
import { SendBox } from './SendBox';

interface Props {
  viewer: LocalImViewer;
  language: Language;
  /** The imUserId of the other person (the page's `to`). */
  peerId: string;
  /** The shop whose card shows above the messages (spec §2: clue Y). */
  companyShopCode?: string | undefined;
}

/** What a link into a conversation may pass along (the router's location state). */
export interface ConversationLinkState {
  /** Opened from the page's list: back returns to it through the history. */
  fromList?: boolean;
  /** The peer's name while the conversation has no message yet (the list names it afterwards). */
  peerName?: string;
}

/**
 * Opening a conversation marks it read, and so does every message that arrives while it is open: once per
 * newest message of the peer, while the list counts it unread (a failure is not asked again until the next).
 */
function useMarkReadWhileOpen(viewer: LocalImViewer, peerId: string, unreadCount: number, messages: readonly ImMessage[] | undefined): void {
  const { mutate: markRead } = useMarkConversationRead(viewer, peerId);
  const newestFromPeer = messages?.findLast((message) => !message.fromMe)?.id;
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (unreadCount === 0 || newestFromPeer === undefined || marked.current === newestFromPeer) return;
    marked.current = newestFromPeer;
    markRead();
  }, [unreadCount, newestFromPeer, markRead]);
}

/** A refusal of the server (403: no chat between these two; 404: no such account) is a state, not a failure. */
function refusalOf(error: Error): RequestFailure | undefined {
  return error instanceof RequestFailure && (error.status === 403 || error.status === 404) ? error : undefined;
}

/** One conversation: the peer in the bar, the messages (oldest first, newest at the bottom) and the send box. */
export function ConversationView({ viewer, language, peerId, companyShopCode }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const conversation = useConversations(viewer).data?.find((known) => known.peerId === peerId);
  const thread = useConversationMessages(viewer, peerId);
  useMarkReadWhileOpen(viewer, peerId, conversation?.unreadCount ?? 0, thread.messages);

  // Opened from the list: back is the history's back. Opened by a link (to=…): the list replaces it.
  const state = location.state as ConversationLinkState | null;
  const back = () => void (state?.fromList === true ? navigate(-1) : navigate({ search: '' }, { replace: true }));
  const peerName = conversation?.peerName ?? state?.peerName ?? intl.formatMessage({ id: 'im-page.newConversation' });

  const refusal = thread.error ? refusalOf(thread.error) : undefined;
  return (
    <ImScreen language={language} title={peerName} onBack={back}>
      {thread.messages ? (
        <>
          <MessageList
            messages={thread.messages}
            peerName={peerName}
            language={language}
            header={companyShopCode && <PeerCompanyCard shopCode={companyShopCode} language={language} />}
            earlier={{ available: thread.hasNextPage, loading: thread.isFetchingNextPage, load: () => void thread.fetchNextPage() }}
          />
          <SendBox viewer={viewer} peerId={peerId} />
        </>
      ) : thread.isPending ? (
        <ListLoading />
      ) : refusal ? (
        <ImNotice message="im.peerNotAllowed" text={refusal.errorMessage} />
      ) : (
        <LoadFailed onReload={() => void thread.refetch()} />
      )}
    </ImScreen>
  );
}
