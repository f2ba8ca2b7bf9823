import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import seed from './fixtures/contact-us.en-US.json';
import seedZhCN from './fixtures/contact-us.zh-CN.json';
import unreachable from './fixtures/unreachable.en-US.json';
import invalidData from './fixtures/broken/contacts.0.emails.0--pattern.json';
import { contactCard } from '.';

/** The contact page's offices. */
export const Seed: Story = () => <SectionPreview section={contactCard} data={seed} title="Contact" />;

export const SeedZhCN: Story = () => <SectionPreview section={contactCard} data={seedZhCN} language="zh-CN" title="联系方式" />;
SeedZhCN.meta = { language: 'zh-CN' };

/** No phone, e-mail or address: the section hides. */
export const Unreachable: Story = () => <SectionPreview section={contactCard} data={unreachable} title="Contact" />;

/** An e-mail address that is not one: skipped. */
export const InvalidData: Story = () => <SectionPreview section={contactCard} data={invalidData} />;
