import type { Story } from '@ladle/react';
import { HEADER_BUTTON, HeaderTipFrame } from '../../../ladle/HeaderTipFrame';
import { UserCenterGuideTip } from './UserCenterGuideTip';

const Account = ({ label }: { label: string }) => (
  <UserCenterGuideTip>
    <button type="button" style={HEADER_BUTTON}>
      {label}
    </button>
  </UserCenterGuideTip>
);

/** A buyer with company info, first time: the tip points at the user centre until 'Got it'. */
export const Buyer: Story = () => (
  <HeaderTipFrame>
    <Account label="Alex Buyer" />
  </HeaderTipFrame>
);
Buyer.meta = { session: 'buyer' };

export const ZhCN: Story = () => (
  <HeaderTipFrame>
    <Account label="Alex Buyer" />
  </HeaderTipFrame>
);
ZhCN.meta = { session: 'buyer', language: 'zh-CN' };

export const Seller: Story = () => (
  <HeaderTipFrame>
    <Account label="Sam Seller" />
  </HeaderTipFrame>
);
Seller.meta = { session: 'seller' };

/** Company info not completed: no tip (spec §4). */
export const BuyerWithoutCompany: Story = () => (
  <HeaderTipFrame>
    <Account label="Nora Newbuyer" />
  </HeaderTipFrame>
);
BuyerWithoutCompany.meta = { session: 'buyerWithoutCompany' };

/** A visitor: no tip. */
export const Visitor: Story = () => (
  <HeaderTipFrame>
    <Account label="Login/Reg" />
  </HeaderTipFrame>
);
Visitor.meta = { session: 'visitor' };
