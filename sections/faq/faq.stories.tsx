import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import seed from './fixtures/help.en-US.json';
import seedZhCN from './fixtures/help.zh-CN.json';
import invalidData from './fixtures/broken/items.0--required.answer.json';
import { faq } from '.';

/** The help centre's questions. */
export const Seed: Story = () => <SectionPreview section={faq} data={seed} title="Frequently asked questions" />;

export const SeedZhCN: Story = () => <SectionPreview section={faq} data={seedZhCN} language="zh-CN" title="常见问题" />;
SeedZhCN.meta = { language: 'zh-CN' };

/** A question without an answer: skipped. */
export const InvalidData: Story = () => <SectionPreview section={faq} data={invalidData} />;
