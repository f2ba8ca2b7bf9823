import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import empty from '../../fixtures/sections/top-banner/empty.json';
import one from '../../fixtures/sections/top-banner/one.en-US.json';
import many from '../../fixtures/sections/top-banner/many.en-US.json';
import manyZh from '../../fixtures/sections/top-banner/many.zh-CN.json';
import broken from '../../fixtures/sections/top-banner/broken/banners.0--required.materialInfo.json';
import { topBanner } from '.';

export const Many: Story = () => <SectionPreview section={topBanner} data={many} />;

export const One: Story = () => <SectionPreview section={topBanner} data={one} />;

/** The gate hides the carousel: nothing renders, and the page closes up. */
export const Empty: Story = () => <SectionPreview section={topBanner} data={empty} />;

export const ManyZhCN: Story = () => <SectionPreview section={topBanner} data={manyZh} language="zh-CN" />;
ManyZhCN.meta = { language: 'zh-CN' };

/** Invalid data: the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={topBanner} data={broken} />;
