import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import one from './fixtures/one.en-US.json';
import empty from './fixtures/empty.json';
import consentHidden from './fixtures/consent-hidden.en-US.json';
import broken from './fixtures/broken/socialLinks.0.network--enum.json';
import { footer } from '.';

/**
 * English networks first, app stores, contact details, the footer pages, and the cookie consent bar
 * (shown until Allow or Deny is chosen; the choice is kept in local storage — clear it to see the bar again).
 */
export const Many: Story = () => <SectionPreview section={footer} data={many} />;

/** The zh-CN footer: Chinese networks first with QR codes, the Hong Kong office and the ICP filing lines. */
export const ManyZhCN: Story = () => <SectionPreview section={footer} data={manyZh} language="zh-CN" />;
ManyZhCN.meta = { language: 'zh-CN' };

export const One: Story = () => <SectionPreview section={footer} data={one} />;

/** No social or app store links: contact details and footer pages remain. */
export const Empty: Story = () => <SectionPreview section={footer} data={empty} />;

/** The page settings hide the cookie consent bar. */
export const ConsentHidden: Story = () => <SectionPreview section={footer} data={consentHidden} />;

/** Invalid data: the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={footer} data={broken} />;
