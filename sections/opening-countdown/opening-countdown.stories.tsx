import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import type { OpeningCountdownData } from '../../common/generated/types';
import { nowAsWallTime } from '../../common/wall-time';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import opened from './fixtures/opened.en-US.json';
import otherSite from './fixtures/other-site.en-US.json';
import countdownOff from './fixtures/countdown-off.en-US.json';
import broken from './fixtures/broken/fairs.0.startEndTime.fromTime--pattern.json';
import { openingCountdown } from '.';

const A_DAY_MS = 86_400_000;

/** The one fair, opening this time tomorrow: the count reads 1 day whenever the story is looked at. */
function openingTomorrow(): OpeningCountdownData {
  const [fair] = (one as OpeningCountdownData).fairs;
  const fromTime = nowAsWallTime(new Date(Date.now() + A_DAY_MS));
  return { fairs: [{ ...fair!, startEndTime: { ...fair!.startEndTime, fromTime } }] };
}

/** Past fairs and other industry sites' fairs around the current site's: the count is to the current site's spring session. */
export const Many: Story = () => <SectionPreview section={openingCountdown} data={many} />;

export const One: Story = () => <SectionPreview section={openingCountdown} data={one} />;

/** The day before the opening: a single tile and the singular unit. */
export const OneDayLeft: Story = () => <SectionPreview section={openingCountdown} data={openingTomorrow()} />;

/** With DisplayName Y the engine draws the section title above the banner. */
export const WithSectionTitle: Story = () => <SectionPreview section={openingCountdown} data={many} title="Opening Countdown" />;

export const ManyZhCN: Story = () => <SectionPreview section={openingCountdown} data={manyZh} language="zh-CN" />;
ManyZhCN.meta = { language: 'zh-CN' };

/** No fairs: the gate hides the section. */
export const Empty: Story = () => <SectionPreview section={openingCountdown} data={empty} />;

/** The current site's fair has opened (the day count is not above zero): hidden. */
export const Opened: Story = () => <SectionPreview section={openingCountdown} data={opened} />;

/** Only other industry sites' fairs: hidden. */
export const OtherSiteOnly: Story = () => <SectionPreview section={openingCountdown} data={otherSite} />;

/** The current site's fair has countDown N: hidden. */
export const CountdownOff: Story = () => <SectionPreview section={openingCountdown} data={countdownOff} />;

/** An opening time that is not a server wall time: the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={openingCountdown} data={broken} />;
