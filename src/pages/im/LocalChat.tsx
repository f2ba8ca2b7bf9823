import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { imKindOf } from '../../platform/im/im-provider';
import { useImCredentials, type LocalImViewer } from '../../platform/im/local-im-queries';
import { useLiveImUpdates } from '../../platform/im/use-live-im-updates';
import type { Language } from '../../platform/language';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { companyCardShopCode, readImPageQuery } from './im-page-query';
import { ImNotice } from './ImNotice';
import { ImScreen } from './ImScreen';

interface Props {
  language: Language;
  /** The login status id. */
  userId: string;
  /** The viewer's IM subsite: member or seller. */
  subsite: string;
}

/** The chat of someone with IM: their credentials first, then the conversation `to` names, or the list. */
export function LocalChat({ language, userId, subsite }: Props) {
  const title = useIntl().formatMessage({ id: 'im-page.title' });
  const credentials = useImCredentials(userId, subsite);
  if (credentials.isPending) {
    return (
      <ImScreen language={language} title={title}>
        <ListLoading />
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
  return <LiveChat viewer={viewer} ownImUserId={credentials.data.imUserId} language={language} title={title} />;
}

function LiveChat({ viewer, ownImUserId, language, title }: { viewer: LocalImViewer; ownImUserId: string; language: Language; title: string }) {
  useLiveImUpdates(viewer.userId);
  const query = readImPageQuery(useSearchParams()[0]);
  // Nobody chats with themselves: to= naming the viewer shows the list.
  if (query.to !== undefined && query.to !== ownImUserId) {
    return <ConversationView key={query.to} viewer={viewer} language={language} peerId={query.to} companyShopCode={companyCardShopCode(query)} />;
  }
  return (
    <ImScreen language={language} title={title}>
      <ConversationList viewer={viewer} language={language} />
    </ImScreen>
  );
}
