// The home page's header with the search section the page pins right below it (sections/home-search/).
import type { Story } from '@ladle/react';
import { SectionPreview } from '../../../ladle/SectionPreview';
import { homeSearch } from '../../../sections/home-search';
import seed from '../../../sections/home-search/fixtures/seed.en-US.json';
import seedZh from '../../../sections/home-search/fixtures/seed.zh-CN.json';
import { HomeHeader } from './HomeHeader';

/** Where the page pins it: right below the header (a visitor sees Login/Reg; the menu holds A+, A, A-). */
export const UnderTheHeader: Story = () => (
  <>
    <HomeHeader language="en-US" />
    <SectionPreview section={homeSearch} data={seed} />
  </>
);

/** Logged in as a buyer: the header offers Enter Workbench. */
export const UnderTheHeaderBuyer: Story = () => (
  <>
    <HomeHeader language="en-US" />
    <SectionPreview section={homeSearch} data={seed} />
  </>
);
UnderTheHeaderBuyer.meta = { session: 'buyer' };

export const UnderTheHeaderZhCN: Story = () => (
  <>
    <HomeHeader language="zh-CN" />
    <SectionPreview section={homeSearch} data={seedZh} language="zh-CN" />
  </>
);
UnderTheHeaderZhCN.meta = { language: 'zh-CN' };
