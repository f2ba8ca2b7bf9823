// The en-US catalog, a part per area of the portal; its keys define MessageId. Where the spec gives an English
// text, the value is that text exactly. Parts never share a key (en-US.test.ts checks).
import { shell } from './shell';
import { enUSSectionMessages } from '../../generated/section-messages';
import { accounts } from './accounts';
import { messaging } from './messaging';
import { operator } from './operator';
import { searchAndShops } from './search-and-shops';
import { exhibitors } from './exhibitors';
import { contentPages } from './content-pages';
import { news } from './news';
import { lives } from './lives';
import { companyAndSourcing } from './company-and-sourcing';
import { userCentre } from './user-centre';
import { buyerActions } from './buyer-actions';

export const enUS = {
  ...shell,
  ...enUSSectionMessages,
  ...accounts,
  ...messaging,
  ...operator,
  ...searchAndShops,
  ...exhibitors,
  ...contentPages,
  ...news,
  ...lives,
  ...companyAndSourcing,
  ...userCentre,
  ...buyerActions,
};

export type MessageId = keyof typeof enUS;
