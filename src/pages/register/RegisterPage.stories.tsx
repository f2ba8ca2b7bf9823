import type { Story } from '@ladle/react';
import { AccountPageFrame, WithStoryLogout } from '../../../ladle/AccountPageFrame';
import { RegisterPage } from './RegisterPage';

/** Buyer registration: e-mail or phone, the code sent to it, name, password and the agreement. */
export const Visitor: Story = () => <AccountPageFrame page={<RegisterPage />} />;
Visitor.meta = { session: 'visitor' };

export const ZhCN: Story = () => <AccountPageFrame page={<RegisterPage />} />;
ZhCN.meta = { session: 'visitor', language: 'zh-CN' };

/** Spec §5: someone logged in is told to log out first. */
export const LoggedIn: Story = () => (
  <WithStoryLogout>
    <AccountPageFrame page={<RegisterPage />} />
  </WithStoryLogout>
);
LoggedIn.meta = { session: 'seller', language: 'zh-CN' };
