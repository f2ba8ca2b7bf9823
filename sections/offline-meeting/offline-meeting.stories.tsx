import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import { FLAG_BITS } from '../../common/constants';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import noLinks from './fixtures/no-links.en-US.json';
import noPicture from './fixtures/no-picture.en-US.json';
import broken from './fixtures/broken/picture--required.url.json';
import { offlineMeeting } from '.';

/** The flag bits the seeded portal sets for this block: offline meeting, and attend both online and offline (the sub title). */
const FLAGS = { flagMask: FLAG_BITS.offlineMeeting | FLAG_BITS.attendOnlineAndOffline };

/** Both buttons open in a new tab; the badge registration is a third-party site, so it asks first. */
export const Many: Story = () => <SectionPreview section={offlineMeeting} page={FLAGS} data={many} title="Offline Exhibition" />;

/** Only the main title exists: one button. */
export const One: Story = () => <SectionPreview section={offlineMeeting} page={FLAGS} data={one} title="Offline Exhibition" />;

/** Titles without links: each button shows 'Coming soon'. */
export const NoLinks: Story = () => <SectionPreview section={offlineMeeting} page={FLAGS} data={noLinks} title="Offline Exhibition" />;

export const NoPicture: Story = () => <SectionPreview section={offlineMeeting} page={FLAGS} data={noPicture} title="Offline Exhibition" />;

export const ManyZhCN: Story = () => <SectionPreview section={offlineMeeting} page={FLAGS} data={manyZh} language="zh-CN" title="线下展" />;
ManyZhCN.meta = { language: 'zh-CN' };

/** Neither title exists: the gate hides the section. */
export const Empty: Story = () => <SectionPreview section={offlineMeeting} page={FLAGS} data={empty} title="Offline Exhibition" />;

/** The flag mask's 'offline meeting' bit is off (SectionPreview's own page): hidden, titles and all. */
export const FlagOff: Story = () => <SectionPreview section={offlineMeeting} data={many} title="Offline Exhibition" />;

/** A picture without a url: the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={offlineMeeting} page={FLAGS} data={broken} title="Offline Exhibition" />;
