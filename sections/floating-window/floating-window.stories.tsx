import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import oneZh from './fixtures/one.zh-CN.json';
import withoutLink from './fixtures/window-without-link.en-US.json';
import { floatingWindow } from '.';

/** Bottom right: the promo window above the APP button. Close it with ×; it stays closed for the session. */
export const One: Story = () => <SectionPreview section={floatingWindow} data={one} />;

/** No floating window configured: the APP button alone. */
export const Empty: Story = () => <SectionPreview section={floatingWindow} data={empty} />;

export const OneZhCN: Story = () => <SectionPreview section={floatingWindow} data={oneZh} language="zh-CN" />;
OneZhCN.meta = { language: 'zh-CN' };

/** A window without a link: a tap shows 'Coming soon'. */
export const WindowWithoutLink: Story = () => <SectionPreview section={floatingWindow} data={withoutLink} />;
