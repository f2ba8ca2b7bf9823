import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import type { Language } from '../../../common/language';
import { BusinessCardPage } from './BusinessCardPage';
import type { CentreRole } from './centre-access';
import { buyerData, sellerData, type StoryData } from './testing/centre-story-data';

const PATHS: Record<CentreRole, string> = {
  BUYER: '/m/member/memberselffollowingmemberbuyer/index',
  SELLER: '/m/seller/memberselffollowingmemberseller/index',
};

function CardsAt({ pageRole, language = 'en-US', data = [] }: { pageRole: CentreRole; language?: Language; data?: StoryData }) {
  return <CatalogPageFrame path={PATHS[pageRole]} route={PATHS[pageRole]} page={<BusinessCardPage pageRole={pageRole} language={language} />} data={data} />;
}

/** The cards a buyer exchanged: exhibitor (to its shop), booth, when, my message. */
export const BuyerCards: Story = () => <CardsAt pageRole="BUYER" data={buyerData('story-buyer', 'en-US')} />;
BuyerCards.meta = { session: 'buyer' };

export const BuyerCardsZhCN: Story = () => <CardsAt pageRole="BUYER" language="zh-CN" data={buyerData('story-buyer', 'zh-CN')} />;
BuyerCardsZhCN.meta = { session: 'buyer', language: 'zh-CN' };

/** The buyers who sent theirs to the seller, with how to reach them. */
export const SellerCards: Story = () => <CardsAt pageRole="SELLER" data={sellerData('story-seller')} />;
SellerCards.meta = { session: 'seller' };

/** A seller on the buyers' page: the way to theirs. */
export const WrongRole: Story = () => <CardsAt pageRole="BUYER" />;
WrongRole.meta = { session: 'seller' };
