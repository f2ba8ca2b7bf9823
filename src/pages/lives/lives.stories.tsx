import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import { pageConfigKeys } from '../../engine/page-config';
import type { Language } from '../../../common/language';
import { liveAppointmentKeys } from '../../platform/lives/live-appointments';
import { liveKeys } from '../../platform/lives/lives';
import { LiveHallPage } from './LiveHallPage';
import { LiveListPage } from './LiveListPage';
import { LivePage } from './LivePage';
import { appointmentOf, liveOf, livesOf } from './testing/lives-replies';
import liveHallEn from '../../../fixtures/seed/page-configs.custom-live-hall.en-US.json';
import liveHallZh from '../../../fixtures/seed/page-configs.custom-live-hall.zh-CN.json';
import liveListEn from '../../../fixtures/seed/page-configs.custom-live-list.en-US.json';
import liveListZh from '../../../fixtures/seed/page-configs.custom-live-list.zh-CN.json';
import allEn from '../../../fixtures/lives/live-list.all.en-US.json';
import allZh from '../../../fixtures/lives/live-list.all.zh-CN.json';
import empty from '../../../fixtures/lives/live-list.empty.json';
import liveEn from '../../../fixtures/lives/live.live.en-US.json';
import liveZh from '../../../fixtures/lives/live.live.zh-CN.json';
import upcomingEn from '../../../fixtures/lives/live.upcoming.en-US.json';
import upcomingZh from '../../../fixtures/lives/live.upcoming.zh-CN.json';
import endedEn from '../../../fixtures/lives/live.ended.en-US.json';

const CONTENT = {
  hall: { 'en-US': liveHallEn, 'zh-CN': liveHallZh },
  list: { 'en-US': liveListEn, 'zh-CN': liveListZh },
};
const ALL = { 'en-US': allEn, 'zh-CN': allZh };
/** The story sessions' buyer (ladle/story-sessions.ts), who reserved the Home Goods Factory Tour. */
const BUYER = 'story-buyer';
const reservations = (language: Language) =>
  [liveAppointmentKeys.list(BUYER, language), [appointmentOf(liveOf(language === 'en-US' ? upcomingEn : upcomingZh))]] as const;

function HallAt({ language = 'en-US', lives = ALL[language] }: { language?: Language; lives?: unknown }) {
  return (
    <CatalogPageFrame
      path={`/m/${language}/customPages/liveHall`}
      route="/m/:lang/customPages/liveHall"
      page={<LiveHallPage />}
      data={[
        [pageConfigKeys.page('custom-live-hall', language), CONTENT.hall[language]],
        [liveKeys.list(language, undefined), livesOf(lives)],
        reservations(language),
      ]}
    />
  );
}

function ListAt({ language = 'en-US', lives = ALL[language] }: { language?: Language; lives?: unknown }) {
  return (
    <CatalogPageFrame
      path={`/m/${language}/customPages/liveList`}
      route="/m/:lang/customPages/liveList"
      page={<LiveListPage />}
      data={[
        [pageConfigKeys.page('custom-live-list', language), CONTENT.list[language]],
        [liveKeys.list(language, undefined), livesOf(lives)],
        reservations(language),
      ]}
    />
  );
}

function LiveAt({ language = 'en-US', live }: { language?: Language; live: unknown }) {
  const shown = liveOf(live);
  return (
    <CatalogPageFrame
      path={`/m/${language}/lives/${shown.id}`}
      route="/m/:lang/lives/:id"
      page={<LivePage />}
      data={[[liveKeys.live(shown.id, language), shown], reservations(language)]}
    />
  );
}

/** The live hall for a visitor: the lives on now, large with play, then those coming up with Appointment Live. */
export const LiveHall: Story = () => <HallAt />;

/** A buyer's hall: the live they booked says Reserved. */
export const LiveHallBuyer: Story = () => <HallAt />;
LiveHallBuyer.meta = { session: 'buyer' };

/** No one streams right now: the hall says so and offers the lives to come. */
export const LiveHallNoneLive: Story = () => <HallAt lives={livesOf(allEn).filter((live) => live.state !== 'LIVE')} />;

export const LiveHallZhCN: Story = () => <HallAt language="zh-CN" />;
LiveHallZhCN.meta = { language: 'zh-CN' };

/** Every live with its state's tabs, seen by a buyer with one reservation. */
export const LiveList: Story = () => <ListAt />;
LiveList.meta = { session: 'buyer' };

/** Spec §8: 'No Data'. */
export const LiveListEmpty: Story = () => <ListAt lives={empty} />;

export const LiveListZhCN: Story = () => <ListAt language="zh-CN" />;
LiveListZhCN.meta = { language: 'zh-CN' };

/** A live one plays its stream (the portal's seeded video stands in for the CDN's). */
export const LivePlaying: Story = () => <LiveAt live={liveEn} />;

export const LivePlayingZhCN: Story = () => <LiveAt language="zh-CN" live={liveZh} />;
LivePlayingZhCN.meta = { language: 'zh-CN' };

/** An upcoming live, seen by a visitor: the countdown and Appointment Live (which asks to log in). */
export const LiveUpcoming: Story = () => <LiveAt live={upcomingEn} />;

/** The same live, booked by the buyer: Reserved, which offers to cancel. */
export const LiveUpcomingReserved: Story = () => <LiveAt live={upcomingEn} />;
LiveUpcomingReserved.meta = { session: 'buyer' };

/** A buyer without company information: Appointment Live asks to complete it first. */
export const LiveUpcomingCompanyIncomplete: Story = () => <LiveAt live={upcomingEn} />;
LiveUpcomingCompanyIncomplete.meta = { session: 'buyerWithoutCompany' };

/** A seller: Appointment Live tells them only buyers book. */
export const LiveUpcomingSeller: Story = () => <LiveAt live={upcomingEn} />;
LiveUpcomingSeller.meta = { session: 'seller' };

export const LiveUpcomingZhCN: Story = () => <LiveAt language="zh-CN" live={upcomingZh} />;
LiveUpcomingZhCN.meta = { language: 'zh-CN' };

export const LiveEnded: Story = () => <LiveAt live={endedEn} />;

/** A live the fixtures do not answer: 'Request failed, click to reload'. */
export const LiveFailed: Story = () => <CatalogPageFrame path="/m/en-US/lives/live-0000" route="/m/:lang/lives/:id" page={<LivePage />} data={[]} />;
