import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import withoutSubtitles from './fixtures/without-subtitles.en-US.json';
import longTexts from './fixtures/long-texts.en-US.json';
import broken from './fixtures/broken/platform--required.picture.json';
import { ecommerce } from '.';

/** The pilot-area card reports belt_and_road_initiative_click; both open their custom page. */
export const Many: Story = () => <SectionPreview section={ecommerce} data={many} />;

export const ManyZhCN: Story = () => <SectionPreview section={ecommerce} data={manyZh} language="zh-CN" />;
ManyZhCN.meta = { language: 'zh-CN' };

export const WithoutSubtitles: Story = () => <SectionPreview section={ecommerce} data={withoutSubtitles} />;

/** Titles and subtitles at their longest are clamped to two lines. */
export const LongTexts: Story = () => <SectionPreview section={ecommerce} data={longTexts} />;

/** Invalid data: the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={ecommerce} data={broken} />;
