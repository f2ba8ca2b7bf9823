import type { SectionRegistry } from '../src/engine/define-section';
import { activities } from './activities';
import { ecommerce } from './ecommerce';
import { floatingWindow } from './floating-window';
import { footer } from './footer';
import { footerBanners } from './footer-banners';
import { friends } from './friends';
import { globalSupplyMiningDocking } from './global-supply-mining-docking';
import { homeSearch } from './home-search';
import { homeSections } from './home-sections';
import { newsAndEvents } from './news-and-events';
import { offlineMeeting } from './offline-meeting';
import { openingCountdown } from './opening-countdown';
import { services } from './services';
import { systemNotice } from './system-notice';
import { topBanner } from './top-banner';
import { tradePromotionActivities } from './trade-promotion-activities';

/** Every section the home page can show, by the server's key. One line a section. */
export const sectionRegistry: SectionRegistry = {
  [homeSearch.key]: homeSearch,
  [topBanner.key]: topBanner,
  [systemNotice.key]: systemNotice,
  [openingCountdown.key]: openingCountdown,
  [offlineMeeting.key]: offlineMeeting,
  [tradePromotionActivities.key]: tradePromotionActivities,
  [globalSupplyMiningDocking.key]: globalSupplyMiningDocking,
  [homeSections.key]: homeSections,
  [activities.key]: activities,
  [newsAndEvents.key]: newsAndEvents,
  [services.key]: services,
  [friends.key]: friends,
  [ecommerce.key]: ecommerce,
  [footerBanners.key]: footerBanners,
  [footer.key]: footer,
  [floatingWindow.key]: floatingWindow,
};
