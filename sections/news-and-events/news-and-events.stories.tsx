import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import noPictures from './fixtures/no-pictures.en-US.json';
import broken from './fixtures/broken/links.0--required.sequence.json';
import { newsAndEvents } from '.';

const TITLE = { 'en-US': 'News & Events', 'zh-CN': '新闻动态' } as const;

/** Sorted by sequence; rows without a picture, a date or a link, and one third-party link that asks first. */
export const Many: Story = () => <SectionPreview section={newsAndEvents} data={many} title={TITLE['en-US']} />;

export const One: Story = () => <SectionPreview section={newsAndEvents} data={one} title={TITLE['en-US']} />;

/** The list for the language is empty: the gate hides the section, title and all. */
export const Empty: Story = () => <SectionPreview section={newsAndEvents} data={empty} title={TITLE['en-US']} />;

export const ManyZhCN: Story = () => <SectionPreview section={newsAndEvents} data={manyZh} language="zh-CN" title={TITLE['zh-CN']} />;
ManyZhCN.meta = { language: 'zh-CN' };

/** Text only: the lead keeps its size without a picture, rows take the whole width. */
export const NoPictures: Story = () => <SectionPreview section={newsAndEvents} data={noPictures} title={TITLE['en-US']} />;

/** Invalid data (a link without its sequence): the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={newsAndEvents} data={broken} title={TITLE['en-US']} />;
