import type { SectionRegistry } from '../src/engine/define-section';
import { activities } from './activities';
import { contactCard } from './contact-card';
import { ecommerce } from './ecommerce';
import { faq } from './faq';
import { floatingWindow } from './floating-window';
import { footer } from './footer';
import { footerBanners } from './footer-banners';
import { friends } from './friends';
import { globalSupplyMiningDocking } from './global-supply-mining-docking';
import { homeSearch } from './home-search';
import { homeSections } from './home-sections';
import { linkList } from './link-list';
import { newsAndEvents } from './news-and-events';
import { offlineMeeting } from './offline-meeting';
import { openingCountdown } from './opening-countdown';
import { pageHero } from './page-hero';
import { richText } from './rich-text';
import { services } from './services';
import { systemNotice } from './system-notice';
import { topBanner } from './top-banner';
import { tradePromotionActivities } from './trade-promotion-activities';

/** Every section a page can show (the home page's, then the content pages'), by the server's key. One line a section. */
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
  [pageHero.key]: pageHero,
  [richText.key]: richText,
  [linkList.key]: linkList,
  [contactCard.key]: contactCard,
  [faq.key]: faq,
};
