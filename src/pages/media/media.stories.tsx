import type { Story } from '@ladle/react';
import { AccountPageFrame } from '../../../ladle/AccountPageFrame';
import { MediaLoginPage } from './MediaLoginPage';
import { MediaRegisterPage } from './MediaRegisterPage';

/** The media's own login: who it is for, the password form, and the ways to the member login and the media register. */
export const Login: Story = () => <AccountPageFrame page={<MediaLoginPage />} />;
Login.meta = { session: 'visitor' };

export const LoginZhCN: Story = () => <AccountPageFrame page={<MediaLoginPage />} />;
LoginZhCN.meta = { session: 'visitor', language: 'zh-CN' };

/** The media register: the buyer register's form, sent to the media register. */
export const Register: Story = () => <AccountPageFrame page={<MediaRegisterPage />} />;
Register.meta = { session: 'visitor' };
