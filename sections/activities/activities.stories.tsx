import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import { FLAG_BITS } from '../../common/constants';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import four from './fixtures/four.en-US.json';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import broken from './fixtures/broken/cards.0.kind--enum.json';
import { activities } from '.';

/** The VR exhibition hall card needs the flag mask's VR booths bit, which the seeded portal sets. */
const VR_BOOTHS = { flagMask: FLAG_BITS.vrBooths };

/** The seeded showcase: live, VR hall, new products, buyers' day, and the award ceremony (no link yet: Coming soon). */
export const Many: Story = () => <SectionPreview section={activities} page={VR_BOOTHS} data={many} title="Activities" />;

/** After the lead card three are left: the odd one out takes the whole row. */
export const FourCards: Story = () => <SectionPreview section={activities} page={VR_BOOTHS} data={four} title="Activities" />;

export const One: Story = () => <SectionPreview section={activities} data={one} title="Activities" />;

/** No cards: the gate hides the section. */
export const Empty: Story = () => <SectionPreview section={activities} data={empty} title="Activities" />;

export const ManyZhCN: Story = () => <SectionPreview section={activities} page={VR_BOOTHS} data={manyZh} language="zh-CN" title="精彩活动" />;
ManyZhCN.meta = { language: 'zh-CN' };

/** Without the VR booths bit: the VR exhibition hall card is left out. */
export const WithoutVrBooths: Story = () => <SectionPreview section={activities} data={many} title="Activities" />;

/** A card of an unknown kind: the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={activities} data={broken} title="Activities" />;
