import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { SERVICE_DESK_SUBSITE } from '../../platform/im/im-paths';
import { imKindOf } from '../../platform/im/im-provider';
import { useImCredentials, type LocalImViewer } from '../../platform/im/local-im-queries';
import { useLiveImUpdates } from '../../platform/im/use-live-im-updates';
import type { Language } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { CustomerServiceEntry } from './CustomerServiceEntry';
import { companyCardShopCode, readImPageQuery } from './im-page-query';
import { ImNotice } from './ImNotice';
import { ImScreen } from './ImScreen';

interface Props {
  language: Language;
  /** The login status id. */
  userId: string;
  /** The member the customer service is asked for (the kefu exchange). */
  memberId: string;
  /** The viewer's IM subsite: member or seller, or work for the customer service. */
  subsite: string;
}

/** The chat of someone with IM: their credentials first, then the conversation `to` names, or the list. */
export function LocalChat({ language, userId, memberId, subsite }: Props) {
  const title = useIntl().formatMessage({ id: 'im-page.title' });
  const credentials = useImCredentials(userId, subsite);
  if (credentials.isPending) {
    return (
      <ImScreen language={language} title={title}>
        <ListLoading />
      </ImScreen>
    );
  }
  // The server refuses an account without IM (an employee who is not the customer service).
  if (credentials.error instanceof RequestFailure && credentials.error.status === 403) {
    return (
      <ImScreen language={language} title={title}>
        <ImNotice message="im-page.refused" />
      </ImScreen>
    );
  }
  if (credentials.isError) {
    return (
      <ImScreen language={language} title={title}>
        <LoadFailed onReload={() => void credentials.refetch()} />
      </ImScreen>
    );
  }
  // This page is the local IM's chat; with Tencent Cloud Chat configured the conversations live there.
  if (imKindOf(credentials.data) !== 'local') {
    return (
      <ImScreen language={language} title={title}>
        <ImNotice message="im-page.unavailable" />
      </ImScreen>
    );
  }
  const viewer: LocalImViewer = { userId, subsite, imUserSig: credentials.data.imUserSig };
  const serviceEntry = subsite === SERVICE_DESK_SUBSITE ? null : <CustomerServiceEntry memberId={memberId} kefuHost={credentials.data.kefuHost} />;
  return <LiveChat viewer={viewer} ownImUserId={credentials.data.imUserId} language={language} title={title} serviceEntry={serviceEntry} />;
}

interface LiveChatProps {
  viewer: LocalImViewer;
  ownImUserId: string;
  language: Language;
  title: string;
  /** Above the conversation list: the way to the customer service (none for the customer service itself). */
  serviceEntry: ReactNode;
}

function LiveChat({ viewer, ownImUserId, language, title, serviceEntry }: LiveChatProps) {
  useLiveImUpdates(viewer.userId);
  const query = readImPageQuery(useSearchParams()[0]);
  // Nobody chats with themselves: to= naming the viewer shows the list.
  if (query.to !== undefined && query.to !== ownImUserId) {
    return <ConversationView key={query.to} viewer={viewer} language={language} peerId={query.to} companyShopCode={companyCardShopCode(query)} />;
  }
  return (
    <ImScreen language={language} title={title}>
      {serviceEntry}
      <ConversationList viewer={viewer} language={language} />
    </ImScreen>
  );
}
