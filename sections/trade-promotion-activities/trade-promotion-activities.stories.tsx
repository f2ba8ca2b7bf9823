import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import noLinks from './fixtures/no-links.en-US.json';
import noTabs from './fixtures/no-tabs.en-US.json';
import broken from './fixtures/broken/items.0--required.picture.json';
import { tradePromotionActivities } from '.';

/** Five items in mixed order: the three lowest sequences show, in sequence order. */
export const Many: Story = () => <SectionPreview section={tradePromotionActivities} data={many} title="Trade Promotion Activities" />;

export const One: Story = () => <SectionPreview section={tradePromotionActivities} data={one} title="Trade Promotion Activities" />;

/** No links at all: tabs, pictures and subtitles show 'Coming soon'. */
export const NoLinks: Story = () => <SectionPreview section={tradePromotionActivities} data={noLinks} title="Trade Promotion Activities" />;

/** No tab titles and no picture2: no tab row, no emblems. */
export const NoTabs: Story = () => <SectionPreview section={tradePromotionActivities} data={noTabs} title="Trade Promotion Activities" />;

export const ManyZhCN: Story = () => <SectionPreview section={tradePromotionActivities} data={manyZh} language="zh-CN" title="贸易促进活动" />;
ManyZhCN.meta = { language: 'zh-CN' };

/** No items: the gate hides the section. */
export const Empty: Story = () => <SectionPreview section={tradePromotionActivities} data={empty} title="Trade Promotion Activities" />;

/** An item without a picture: the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={tradePromotionActivities} data={broken} title="Trade Promotion Activities" />;
