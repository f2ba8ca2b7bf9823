import type { Story } from '@ladle/react';
import { HEADER_BUTTON, HeaderTipFrame } from '../../../ladle/HeaderTipFrame';
import { RegisterTip } from './RegisterTip';

/** A visitor's first visit: the tip under Login/Reg, until its close button dismisses it for good. */
export const Visitor: Story = () => (
  <HeaderTipFrame>
    <RegisterTip language="en-US">
      <a href="#login" style={HEADER_BUTTON}>
        Login/Reg
      </a>
    </RegisterTip>
  </HeaderTipFrame>
);
Visitor.meta = { session: 'visitor' };

export const ZhCN: Story = () => (
  <HeaderTipFrame>
    <RegisterTip language="zh-CN">
      <a href="#login" style={HEADER_BUTTON}>
        登录/注册
      </a>
    </RegisterTip>
  </HeaderTipFrame>
);
ZhCN.meta = { session: 'visitor', language: 'zh-CN' };

/** Someone logged in gets no register tip. */
export const Buyer: Story = () => (
  <HeaderTipFrame>
    <RegisterTip language="en-US">
      <a href="#workbench" style={HEADER_BUTTON}>
        Enter Workbench
      </a>
    </RegisterTip>
  </HeaderTipFrame>
);
Buyer.meta = { session: 'buyer' };
