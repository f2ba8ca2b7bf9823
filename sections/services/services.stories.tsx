import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import longTitles from './fixtures/long-titles.en-US.json';
import fivePrimary from './fixtures/broken/primary--maxItems.json';
import { services } from '.';

/** Trade financing has no link yet: it shows 'Coming soon'; Hotel booking asks before leaving the site. */
export const Grids: Story = () => <SectionPreview section={services} data={many} title="Services" />;

export const GridsZhCN: Story = () => <SectionPreview section={services} data={manyZh} language="zh-CN" title="服务" />;
GridsZhCN.meta = { language: 'zh-CN' };

/** Titles wrap to two lines and no further. */
export const LongTitles: Story = () => <SectionPreview section={services} data={longTitles} title="Services" />;

/** Without the section title (DisplayName N). */
export const Untitled: Story = () => <SectionPreview section={services} data={many} />;

/** Five big tiles do not make a 2x2 grid: the engine skips the section and warns in the console. */
export const FivePrimaryTiles: Story = () => <SectionPreview section={services} data={fivePrimary} title="Services" />;
