import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import type { Language } from '../../../common/language';
import { SessionProvider, type Session } from '../../platform/session';
import { buyerData, sellerData, STORY_BUYER, STORY_SELLER, type StoryData } from './testing/centre-story-data';
import { UserCentrePage } from './UserCentrePage';

// The story sessions' ids (ladle/story-sessions.ts).
const BUYER = STORY_BUYER.id;
const NEW_BUYER = 'story-buyer-2';
const SELLER = STORY_SELLER.id;

interface CentreProps {
  subsite?: string;
  language?: Language;
  data?: StoryData;
  /** The session once its member and company have loaded; by default the story's own (Story.meta.session). */
  session?: Session;
}

/** The personal centre of a subsite, its lists answered from fixtures (none: the failed states). */
function CentreAt({ subsite = 'member', language = 'en-US', data = [], session }: CentreProps) {
  const page = <UserCentrePage language={language} />;
  return (
    <CatalogPageFrame
      path={`/m/${subsite}/usercenter/index`}
      route="/m/:subsite/usercenter/index"
      page={session ? <SessionProvider session={session}>{page}</SessionProvider> : page}
      data={data}
    />
  );
}

/** Who I am, my company, the ways on, follows, inquiries (one answered), cards, live appointments, sourcing requests. */
export const Buyer: Story = () => <CentreAt session={STORY_BUYER} data={buyerData(BUYER, 'en-US')} />;
Buyer.meta = { session: 'buyer' };

export const BuyerZhCN: Story = () => <CentreAt session={STORY_BUYER} language="zh-CN" data={buyerData(BUYER, 'zh-CN')} />;
BuyerZhCN.meta = { session: 'buyer', language: 'zh-CN' };

/** Spec §8's company notice with 'Complete now'; the lists say 'No Data'. */
export const BuyerWithoutCompany: Story = () => <CentreAt data={buyerData(NEW_BUYER, 'en-US', { empty: true })} />;
BuyerWithoutCompany.meta = { session: 'buyerWithoutCompany' };

/** Every list 'No Data'. */
export const NothingYet: Story = () => <CentreAt data={buyerData(BUYER, 'en-US', { empty: true })} />;
NothingYet.meta = { session: 'buyer' };

/** Every list 'Request failed, click to reload'. */
export const Failed: Story = () => <CentreAt />;
Failed.meta = { session: 'buyer' };

/** Who I am, the company, the ways on and the buyers who sent their cards. */
export const Seller: Story = () => <CentreAt subsite="seller" session={STORY_SELLER} data={sellerData(SELLER)} />;

export const SellerZhCN: Story = () => <CentreAt subsite="seller" language="zh-CN" session={STORY_SELLER} data={sellerData(SELLER)} />;
SellerZhCN.meta = { session: 'seller', language: 'zh-CN' };
Seller.meta = { session: 'seller' };

/** Spec §5's login notice, Sign In and Register. */
export const Visitor: Story = () => <CentreAt />;
Visitor.meta = { session: 'visitor' };

/** A buyer on the seller subsite: the way to their own. */
export const OtherSubsite: Story = () => <CentreAt subsite="seller" />;
OtherSubsite.meta = { session: 'buyer' };

/** A group has none: the way to its workbench. */
export const Group: Story = () => <CentreAt />;
Group.meta = { session: 'group' };
