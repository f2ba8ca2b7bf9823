import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import boothSearchDisabled from './fixtures/booth-search-disabled.en-US.json';
import { homeSearch } from '.';

/** Twelve hot keywords: one line that scrolls sideways. Submit blank to see the toast. */
export const Many: Story = () => <SectionPreview section={homeSearch} data={many} />;

export const One: Story = () => <SectionPreview section={homeSearch} data={one} />;

/** No hot keywords: the search bar alone. */
export const Empty: Story = () => <SectionPreview section={homeSearch} data={empty} />;

/** Booth search disabled by the feature flag: only Product and Exhibitor. */
export const BoothSearchDisabled: Story = () => <SectionPreview section={homeSearch} data={boothSearchDisabled} />;

export const ManyZhCN: Story = () => <SectionPreview section={homeSearch} data={manyZh} language="zh-CN" />;
ManyZhCN.meta = { language: 'zh-CN' };
