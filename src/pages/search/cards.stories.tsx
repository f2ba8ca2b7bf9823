import type { Story } from '@ladle/react';
import type { BoothSearchPage, ExhibitorSearchPage, ProductSearchPage } from '../../../common/generated/types';
import { BoothCard } from './BoothCard';
import { ExhibitorCard } from './ExhibitorCard';
import { ProductCard } from './ProductCard';
import productsEn from '../../../fixtures/catalog/product-search-page.many.en-US.json';
import productsZh from '../../../fixtures/catalog/product-search-page.many.zh-CN.json';
import exhibitorsEn from '../../../fixtures/catalog/exhibitor-search-page.many.en-US.json';
import exhibitorsZh from '../../../fixtures/catalog/exhibitor-search-page.many.zh-CN.json';
import allBadgesEn from '../../../fixtures/catalog/exhibitor-search-page.all-badges.en-US.json';
import allBadgesZh from '../../../fixtures/catalog/exhibitor-search-page.all-badges.zh-CN.json';
import boothsEn from '../../../fixtures/catalog/booth-search-page.many.en-US.json';

const products = (page: unknown) => (page as ProductSearchPage)._embedded['b2b:listedProducts'];
const exhibitors = (page: unknown) => (page as ExhibitorSearchPage)._embedded['b2b:exhibitors'];
const booths = (page: unknown) => (page as BoothSearchPage)._embedded['b2b:booths'];

const column = { display: 'flex', flexDirection: 'column', gap: 10, padding: 12 } as const;

/** All nine sales-info labels (a card shows the first four), a short one, and one without a picture. */
export const Products: Story = () => (
  <div style={column}>
    {[0, 3, 9].map((index) => (
      <ProductCard key={index} product={products(productsEn)[index]!} language="en-US" />
    ))}
  </div>
);

export const ProductsZhCN: Story = () => (
  <div style={column}>
    {[0, 3, 9].map((index) => (
      <ProductCard key={index} product={products(productsZh)[index]!} language="zh-CN" />
    ))}
  </div>
);
ProductsZhCN.meta = { language: 'zh-CN' };

/** A frequent exhibitor (more than 10 sessions), a new one, one without a logo, one without badges. */
export const Exhibitors: Story = () => (
  <div style={column}>
    {exhibitors(exhibitorsEn).map((exhibitor) => (
      <ExhibitorCard key={exhibitor.shopCode} exhibitor={exhibitor} language="en-US" />
    ))}
  </div>
);

export const ExhibitorsZhCN: Story = () => (
  <div style={column}>
    {exhibitors(exhibitorsZh).map((exhibitor) => (
      <ExhibitorCard key={exhibitor.shopCode} exhibitor={exhibitor} language="zh-CN" />
    ))}
  </div>
);
ExhibitorsZhCN.meta = { language: 'zh-CN' };

/** All twelve badges of spec §3. */
export const AllBadges: Story = () => (
  <div style={column}>
    <ExhibitorCard exhibitor={exhibitors(allBadgesEn)[0]!} language="en-US" />
  </div>
);

export const AllBadgesZhCN: Story = () => (
  <div style={column}>
    <ExhibitorCard exhibitor={exhibitors(allBadgesZh)[0]!} language="zh-CN" />
  </div>
);
AllBadgesZhCN.meta = { language: 'zh-CN' };

export const Booths: Story = () => (
  <div style={column}>
    {booths(boothsEn)
      .slice(0, 4)
      .map((booth) => (
        <BoothCard key={booth.code} booth={booth} language="en-US" />
      ))}
  </div>
);
