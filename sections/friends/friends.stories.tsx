import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import broken from './fixtures/broken/videos.0--required.picture.json';
import { friends } from '.';

const TITLE = { 'en-US': 'Friends of the Fair', 'zh-CN': '展商风采' } as const;

/** Swipe for more; playing one video pauses the others. Long titles stop at two lines. */
export const Many: Story = () => <SectionPreview section={friends} data={many} title={TITLE['en-US']} />;

/** A single video takes the whole width. */
export const One: Story = () => <SectionPreview section={friends} data={one} title={TITLE['en-US']} />;

/** No video: the gate hides the section, title and all. */
export const Empty: Story = () => <SectionPreview section={friends} data={empty} title={TITLE['en-US']} />;

export const ManyZhCN: Story = () => <SectionPreview section={friends} data={manyZh} language="zh-CN" title={TITLE['zh-CN']} />;
ManyZhCN.meta = { language: 'zh-CN' };

/** Invalid data (a video without its poster): the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={friends} data={broken} title={TITLE['en-US']} />;
