import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import type { ProductDetail, Shop } from '../../../common/generated/types';
import { buyerActionKeys } from '../../platform/buyer-actions/keys';
import { catalogKeys, shopProductsOf } from '../../platform/catalog';
import type { Language } from '../../../common/language';
import { ExchangeCardSheet } from './ExchangeCardSheet';
import { InquirySheet } from './InquirySheet';
import { ProductPage } from './ProductPage';
import { ShopPage } from './ShopPage';
import { useBuyerActionGate } from './use-buyer-action-gate';
import productEnJson from '../../../fixtures/catalog/product-detail.full.en-US.json';
import productZhJson from '../../../fixtures/catalog/product-detail.full.zh-CN.json';
import shopEnJson from '../../../fixtures/catalog/shop.full.en-US.json';
import productsEn from '../../../fixtures/catalog/product-search-page.shop.en-US.json';

const productEn = productEnJson as ProductDetail;
const productZh = productZhJson as ProductDetail;
const shopEn = shopEnJson as Shop;

/** The story sessions' buyer (ladle/story-sessions.ts), whose follows and exchanges the page reads. */
const BUYER = 'story-buyer';

interface BuyerState {
  followed?: boolean;
  exchanged?: boolean;
}

/** What the buyer's lists would answer for the fixtures' product and exhibitor. */
function buyerData(
  target: { targetType: 'PRODUCT' | 'EXHIBITOR'; targetId: string },
  siteTraderId: string,
  { followed = false, exchanged = false }: BuyerState,
) {
  return [
    [buyerActionKeys.followed(BUYER, target), followed],
    [buyerActionKeys.exchanged(BUYER, siteTraderId), exchanged],
  ] as const;
}

function ProductAt({
  language = 'en-US',
  detail = language === 'en-US' ? productEn : productZh,
  state = {},
}: {
  language?: Language;
  detail?: ProductDetail;
  state?: BuyerState;
}) {
  return (
    <CatalogPageFrame
      path={`/m/${language}/shops/BRIGHTWAY/listedProducts/P1001`}
      route="/m/:lang/shops/:shopCode/listedProducts/:productId"
      page={<ProductPage />}
      data={[
        [catalogKeys.product({ shopCode: 'BRIGHTWAY', productId: 'P1001', language }), detail],
        ...buyerData({ targetType: 'PRODUCT', targetId: 'P1001' }, detail.siteTraderId, state),
      ]}
    />
  );
}

/** A visitor sees every action; each asks to log in first. */
export const ProductVisitor: Story = () => <ProductAt />;

/** A buyer who has not acted yet: Follow, Chat, Exchange card, Send inquiry. */
export const ProductBuyer: Story = () => <ProductAt />;
ProductBuyer.meta = { session: 'buyer' };

/** Spec §4: after following and exchanging cards, and after a reload: Followed and Exchanged. */
export const ProductFollowedAndExchanged: Story = () => <ProductAt state={{ followed: true, exchanged: true }} />;
ProductFollowedAndExchanged.meta = { session: 'buyer' };

/** An exhibitor without a seller account to chat with: no Chat. */
export const ProductWithoutChat: Story = () => <ProductAt detail={{ ...productEn, imUserId: null }} />;
ProductWithoutChat.meta = { session: 'buyer' };

export const ProductZhCN: Story = () => <ProductAt language="zh-CN" state={{ followed: true }} />;
ProductZhCN.meta = { language: 'zh-CN', session: 'buyer' };

/** A seller sees the same buttons; each answers with the spec's non-buyer text. */
export const ProductSeller: Story = () => <ProductAt />;
ProductSeller.meta = { session: 'seller' };

/** On the shop page Follow is the exhibitor's: Following once followed. */
export const ShopFollowing: Story = () => (
  <CatalogPageFrame
    path="/m/en-US/shops/BRIGHTWAY"
    route="/m/:lang/shops/:shopCode"
    page={<ShopPage />}
    data={[
      [catalogKeys.shop('BRIGHTWAY', 'en-US'), shopEn],
      [catalogKeys.shopProducts({ shopCode: 'BRIGHTWAY', language: 'en-US', keyword: '', page: 0, size: 20 }), shopProductsOf(productsEn)],
      ...buyerData({ targetType: 'EXHIBITOR', targetId: shopEn.siteTraderId }, shopEn.siteTraderId, { followed: true }),
    ]}
  />
);
ShopFollowing.meta = { session: 'buyer' };

const exhibitor = {
  siteTraderId: productEn.siteTraderId,
  name: productEn.exhibitor.name,
  shopCode: productEn.exhibitor.shopCode,
  imUserId: productEn.imUserId,
};

function OpenInquiry({ language = 'en-US', withProduct = true }: { language?: Language; withProduct?: boolean }) {
  const gate = useBuyerActionGate(language);
  const detail = language === 'en-US' ? productEn : productZh;
  const product = withProduct ? { id: detail.product.id, title: detail.product.title } : undefined;
  return <InquirySheet exhibitor={{ ...exhibitor, name: detail.exhibitor.name }} product={product} gate={gate} onClose={() => undefined} />;
}

/** Send inquiry from a product page: the exhibitor and the product named, the text counted to 2000. */
export const InquiryForm: Story = () => <OpenInquiry />;
InquiryForm.meta = { session: 'buyer' };

/** From the shop page: to the exhibitor, about no product. */
export const InquiryFormFromShop: Story = () => <OpenInquiry withProduct={false} />;
InquiryFormFromShop.meta = { session: 'buyer' };

export const InquiryFormZhCN: Story = () => <OpenInquiry language="zh-CN" />;
InquiryFormZhCN.meta = { language: 'zh-CN', session: 'buyer' };

/** Exchange card: an optional message of up to 500 characters. */
export const ExchangeCardForm: Story = () => {
  const gate = useBuyerActionGate('en-US');
  return <ExchangeCardSheet exhibitor={exhibitor} gate={gate} onClose={() => undefined} />;
};
ExchangeCardForm.meta = { session: 'buyer' };
