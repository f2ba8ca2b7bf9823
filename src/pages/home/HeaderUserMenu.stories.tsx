import type { Story } from '@ladle/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HeaderTipFrame } from '../../../ladle/HeaderTipFrame';
import { setImStatus, type ImStatus } from '../../platform/im/im-status';
import { setImUnreadCount } from '../../platform/im/im-unread';
import { notificationKeys } from '../../platform/notifications/unread-info';
import { useSession } from '../../platform/session';
import { HeaderUserMenu } from './HeaderUserMenu';
import some from '../../../fixtures/notifications/unread-info.some.json';
import many from '../../../fixtures/notifications/unread-info.many.json';
import none from '../../../fixtures/notifications/unread-info.none.json';

interface Props {
  /** The message centre's unread info (a fixture); the IM's unread count beside it. */
  unreadInfo: unknown;
  imUnread: number;
  /** The IM status beside the badge (spec §2); online unless given. */
  imStatus?: ImStatus;
}

/** The menu in the header bar, its counts given as the live connection would have set them (a story has no server). */
function MenuWithCounts({ unreadInfo, imUnread, imStatus = 'online' }: Props) {
  const session = useSession();
  const client = useQueryClient();
  useState(() => {
    if (session.status === 'authenticated') client.setQueryData(notificationKeys.unreadInfo(session.id, session.userType), unreadInfo);
    setImUnreadCount(imUnread);
    setImStatus(imStatus);
    return true;
  });
  if (session.status !== 'authenticated') return null;
  return (
    <HeaderTipFrame>
      {/* The header's menu button stands right of it, as on the home page. */}
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12, paddingRight: 36 }}>
        <HeaderUserMenu session={session} />
      </span>
    </HeaderTipFrame>
  );
}

/** 4 notifications and 2 chat messages unread: 6 on the avatar; open it for each link's own count. */
export const BuyerWithUnread: Story = () => <MenuWithCounts unreadInfo={some} imUnread={2} />;
BuyerWithUnread.meta = { session: 'buyer' };

/** Above 99: an ellipsis on the avatar, 99+ on the links (spec §5). */
export const BuyerOver99: Story = () => <MenuWithCounts unreadInfo={many} imUnread={120} />;
BuyerOver99.meta = { session: 'buyer' };

export const SellerZhCN: Story = () => <MenuWithCounts unreadInfo={some} imUnread={5} />;
SellerZhCN.meta = { session: 'seller', language: 'zh-CN' };

/** Nothing unread: no badge. */
export const NothingUnread: Story = () => <MenuWithCounts unreadInfo={none} imUnread={0} />;
NothingUnread.meta = { session: 'buyer' };

/** Spec §2 header IM status: a ring while the IM connects. */
export const ImConnecting: Story = () => <MenuWithCounts unreadInfo={some} imUnread={0} imStatus="connecting" />;
ImConnecting.meta = { session: 'buyer' };

/** Spec §2 header IM status: a crossed grey dot once the IM is unavailable. */
export const ImUnavailable: Story = () => <MenuWithCounts unreadInfo={none} imUnread={0} imStatus="unavailable" />;
ImUnavailable.meta = { session: 'seller', language: 'zh-CN' };

/** Spec §6: a group has no IM, so no status either. */
export const GroupWithoutIm: Story = () => <MenuWithCounts unreadInfo={some} imUnread={0} />;
GroupWithoutIm.meta = { session: 'group' };
