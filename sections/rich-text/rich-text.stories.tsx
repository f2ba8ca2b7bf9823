import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import seed from './fixtures/legal.en-US.json';
import seedZhCN from './fixtures/legal.zh-CN.json';
import blank from './fixtures/blank.en-US.json';
import invalidData from './fixtures/broken/blocks.0.paragraphs.0--type.json';
import { richText } from '.';

/** The legal page: headed paragraphs and a list. */
export const Seed: Story = () => <SectionPreview section={richText} data={seed} />;

export const SeedZhCN: Story = () => <SectionPreview section={richText} data={seedZhCN} language="zh-CN" />;
SeedZhCN.meta = { language: 'zh-CN' };

/** Only blank text: the section hides. */
export const Blank: Story = () => <SectionPreview section={richText} data={blank} />;

/** A paragraph that is not text (HTML in an object): skipped. */
export const InvalidData: Story = () => <SectionPreview section={richText} data={invalidData} />;
