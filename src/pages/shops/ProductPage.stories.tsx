import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import type { ProductDetail } from '../../../common/generated/types';
import { catalogKeys } from '../../platform/catalog';
import type { Language } from '../../../common/language';
import { NotFoundPage } from '../NotFoundPage';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { ProductPage } from './ProductPage';
import productEn from '../../../fixtures/catalog/product-detail.full.en-US.json';
import productZh from '../../../fixtures/catalog/product-detail.full.zh-CN.json';

function ProductPageAt({ language = 'en-US', detail }: { language?: Language; detail: unknown }) {
  return (
    <CatalogPageFrame
      path={`/m/${language}/shops/BRIGHTWAY/listedProducts/P1001`}
      route="/m/:lang/shops/:shopCode/listedProducts/:productId"
      page={<ProductPage />}
      data={[[catalogKeys.product({ shopCode: 'BRIGHTWAY', productId: 'P1001', language }), detail]]}
    />
  );
}

/** Picture, title, listing date, all nine sales-info labels, keywords, and the exhibitor linking to its shop. */
export const Product: Story = () => <ProductPageAt detail={productEn} />;

/** No picture (its box stays), no sales information, no keywords. */
export const Bare: Story = () => {
  const detail = productEn as ProductDetail;
  return <ProductPageAt detail={{ ...detail, keywords: [], product: { ...detail.product, pictureUrl: null, salesInfo: [] } }} />;
};

export const ProductZhCN: Story = () => <ProductPageAt language="zh-CN" detail={productZh} />;
ProductZhCN.meta = { language: 'zh-CN' };

/** An unknown product (or shop): a clear 404 with a link home. */
export const NotFound: Story = () => (
  <CatalogPageFrame
    path="/m/en-US/shops/BRIGHTWAY/listedProducts/NOPE"
    route="/m/:lang/shops/:shopCode/listedProducts/:productId"
    page={
      <CatalogPageLayout language="en-US" title="product-page.title">
        <NotFoundPage message="product-page.notFound" />
      </CatalogPageLayout>
    }
    data={[]}
  />
);
