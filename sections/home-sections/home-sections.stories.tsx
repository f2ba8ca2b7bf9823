import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import seed from './fixtures/seed.en-US.json';
import seedZh from './fixtures/seed.zh-CN.json';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import broken from './fixtures/broken/areas.0.udfs.cardBackgroundColor--pattern.json';
import { homeSections } from '.';

/** The seeded portal's eight areas, under the exhibitor search bar. Submit a blank search for the toast. */
export const Seeded: Story = () => <SectionPreview section={homeSections} data={seed} title="Exhibition Areas" />;

/** Edge cases side by side: a dark card colour (light text), a 5-line schedule cut to 3, a one-line schedule, an area without a page (Coming soon). */
export const Many: Story = () => <SectionPreview section={homeSections} data={many} title="Exhibition Areas" />;

export const One: Story = () => <SectionPreview section={homeSections} data={one} title="Exhibition Areas" />;

/** No areas: the gate hides the section, search bar and all. */
export const Empty: Story = () => <SectionPreview section={homeSections} data={empty} title="Exhibition Areas" />;

export const SeededZhCN: Story = () => <SectionPreview section={homeSections} data={seedZh} language="zh-CN" title="展区" />;
SeededZhCN.meta = { language: 'zh-CN' };

export const ManyZhCN: Story = () => <SectionPreview section={homeSections} data={manyZh} language="zh-CN" title="展区" />;
ManyZhCN.meta = { language: 'zh-CN' };

/** A card colour that is not #rrggbb: the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={homeSections} data={broken} title="Exhibition Areas" />;
