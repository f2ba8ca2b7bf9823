import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import seed from './fixtures/about.en-US.json';
import seedZhCN from './fixtures/about.zh-CN.json';
import withoutTargets from './fixtures/without-targets.en-US.json';
import invalidData from './fixtures/broken/links--minItems.json';
import { linkList } from '.';

/** The about page's related pages. */
export const Seed: Story = () => <SectionPreview section={linkList} data={seed} title="Related pages" />;

export const SeedZhCN: Story = () => <SectionPreview section={linkList} data={seedZhCN} language="zh-CN" title="相关页面" />;
SeedZhCN.meta = { language: 'zh-CN' };

/** No target, or a script URL: 'Coming soon'. */
export const WithoutTargets: Story = () => <SectionPreview section={linkList} data={withoutTargets} title="Related pages" />;

/** No link: skipped. */
export const InvalidData: Story = () => <SectionPreview section={linkList} data={invalidData} />;
