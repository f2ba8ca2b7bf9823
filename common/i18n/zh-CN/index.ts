// The zh-CN catalog, in the same parts as en-US; typed by MessageId, so a key en-US has and it lacks fails the typecheck.
import type { MessageId } from '../en-US';
import { shell } from './shell';
import { zhCNSectionMessages } from '../../generated/section-messages';
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

export const zhCN: Record<MessageId, string> = {
  ...shell,
  ...zhCNSectionMessages,
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
