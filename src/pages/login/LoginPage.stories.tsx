import type { Story } from '@ladle/react';
import { AccountPageFrame, WithStoryLogout } from '../../../ladle/AccountPageFrame';
import { LoginPage } from './LoginPage';

/** A visitor opens the login page: password login first, the agreement to tick, register below. */
export const Visitor: Story = () => <AccountPageFrame page={<LoginPage />} />;
Visitor.meta = { session: 'visitor' };

export const ZhCN: Story = () => <AccountPageFrame page={<LoginPage />} />;
ZhCN.meta = { session: 'visitor', language: 'zh-CN' };

/** Spec §2: the login page with #/password-retrieve. */
export const PasswordRetrieve: Story = () => <AccountPageFrame page={<LoginPage />} hash="#/password-retrieve" />;
PasswordRetrieve.meta = { session: 'visitor' };

/** Spec §5: someone logged in is told to log out first. */
export const LoggedIn: Story = () => (
  <WithStoryLogout>
    <AccountPageFrame page={<LoginPage />} />
  </WithStoryLogout>
);
LoggedIn.meta = { session: 'buyer' };
