import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import broken from './fixtures/broken/banners.0--required.materialInfo.json';
import { topBanner } from '.';

export const Many: Story = () => <SectionPreview section={topBanner} data={many} />;

export const One: Story = () => <SectionPreview section={topBanner} data={one} />;

/** The gate hides the carousel: nothing renders, and the page closes up. */
export const Empty: Story = () => <SectionPreview section={topBanner} data={empty} />;

export const ManyZhCN: Story = () => <SectionPreview section={topBanner} data={manyZh} language="zh-CN" />;
ManyZhCN.meta = { language: 'zh-CN' };

/** Invalid data: the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={topBanner} data={broken} />;
