import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import empty from './fixtures/empty.json';
import one from './fixtures/one.en-US.json';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import withoutLink from './fixtures/without-link.en-US.json';
import broken from './fixtures/broken/banners.0.udfs--required.advertisingOrderNo.json';
import { footerBanners } from '.';

/** Autoplays every 3 s; each banner seen reports ad_exposed at most once per 3 s, clicks count after 1.5 s. */
export const Many: Story = () => <SectionPreview section={footerBanners} data={many} />;

/** One banner stands still, without pagination. */
export const One: Story = () => <SectionPreview section={footerBanners} data={one} />;

/** A banner without a link shows 'Coming soon' when tapped. */
export const WithoutLink: Story = () => <SectionPreview section={footerBanners} data={withoutLink} />;

/** The gate hides the swiper: nothing renders, and the page closes up. */
export const Empty: Story = () => <SectionPreview section={footerBanners} data={empty} />;

export const ManyZhCN: Story = () => <SectionPreview section={footerBanners} data={manyZh} language="zh-CN" />;
ManyZhCN.meta = { language: 'zh-CN' };

/** Invalid data: the engine skips the section and warns in the console. */
export const InvalidData: Story = () => <SectionPreview section={footerBanners} data={broken} />;
