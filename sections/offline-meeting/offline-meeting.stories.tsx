import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import type { RegisteredSection } from '../../src/engine/define-section';
import { FLAG_BITS } from '../../src/platform/constants';
import empty from '../../fixtures/sections/offline-meeting/empty.json';
import one from '../../fixtures/sections/offline-meeting/one.en-US.json';
import many from '../../fixtures/sections/offline-meeting/many.en-US.json';
import manyZh from '../../fixtures/sections/offline-meeting/many.zh-CN.json';
import noLinks from '../../fixtures/sections/offline-meeting/no-links.en-US.json';
import noPicture from '../../fixtures/sections/offline-meeting/no-picture.en-US.json';
import broken from '../../fixtures/sections/offline-meeting/broken/picture--required.url.json';
import { offlineMeeting } from '.';

/**
 * SectionPreview's page sets no flag bits; these stories set the 'offline meeting' bit, as the seeded portal does,
 * on the page the section is planned from. Everything else goes through the engine unchanged.
 */
const withOfflineMeetingFlag: RegisteredSection = {
  ...offlineMeeting,
  plan: (page, context) => {
    const flagMask = page.flagMask | FLAG_BITS.offlineMeeting;
    return offlineMeeting.plan({ ...page, flagMask }, { ...context, flagMask });
  },
};

/** Both buttons open in a new tab; the badge registration is a third-party site, so it asks first. */
export const Many: Story = () => <SectionPreview section={withOfflineMeetingFlag} data={many} title="Offline Exhibition" />;

/** Only the main title exists: one button. */
export const One: Story = () => <SectionPreview section={withOfflineMeetingFlag} data={one} title="Offline Exhibition" />;

/** Titles without links: each button shows 'Coming soon'. */
export const NoLinks: Story = () => <SectionPreview section={withOfflineMeetingFlag} data={noLinks} title="Offline Exhibition" />;

export const NoPicture: Story = () => <SectionPreview section={withOfflineMeetingFlag} data={noPicture} title="Offline Exhibition" />;

export const ManyZhCN: Story = () => <SectionPreview section={withOfflineMeetingFlag} data={manyZh} language="zh-CN" title="线下展" />;
ManyZhCN.meta = { language: 'zh-CN' };

/** Neither title exists: the gate hides the section. */
export const Empty: Story = () => <SectionPreview section={withOfflineMeetingFlag} data={empty} title="Offline Exhibition" />;

/** The flag mask's 'offline meeting' bit is off (SectionPreview's own page): hidden, titles and all. */
export const FlagOff: Story = () => <SectionPreview section={offlineMeeting} data={many} title="Offline Exhibition" />;

/** A picture without a url: the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={withOfflineMeetingFlag} data={broken} title="Offline Exhibition" />;
