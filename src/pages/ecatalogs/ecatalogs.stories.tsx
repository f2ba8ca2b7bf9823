import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import { eCatalogKeys, eCatalogPageOf } from './ecatalogs';
import type { Language } from '../../../common/language';
import { savedECatalogKeys } from './saved-ecatalogs';
import { CatalogDetailPage } from './CatalogDetailPage';
import { CatalogListPage } from './CatalogListPage';
import { MyCatalogPage } from './MyCatalogPage';
import firstEn from '../../../fixtures/ecatalog/ecatalog-page.first.en-US.json';
import firstZh from '../../../fixtures/ecatalog/ecatalog-page.first.zh-CN.json';
import lastEn from '../../../fixtures/ecatalog/ecatalog-page.last.en-US.json';
import empty from '../../../fixtures/ecatalog/ecatalog-page.empty.json';
import silkEn from '../../../fixtures/ecatalog/ecatalog-detail.silk.en-US.json';
import silkZh from '../../../fixtures/ecatalog/ecatalog-detail.silk.zh-CN.json';

/** The pages read so far of a growing list, as react-query holds them. */
const pagesRead = (...replies: unknown[]) => ({ pages: replies.map(eCatalogPageOf), pageParams: replies.map((_, index) => index) });

function ListAt({ language = 'en-US', pages }: { language?: Language; pages: unknown[] }) {
  return (
    <CatalogPageFrame
      path={`/m/${language}/catalog`}
      route="/m/:lang/catalog"
      page={<CatalogListPage />}
      data={[[eCatalogKeys.list(language, undefined), pagesRead(...pages)]]}
    />
  );
}

function DetailAt({ language = 'en-US', detail }: { language?: Language; detail: unknown }) {
  return (
    <CatalogPageFrame
      path={`/m/${language}/catalog/detail/ecat-1004`}
      route="/m/:lang/catalog/detail/:id"
      page={<CatalogDetailPage />}
      data={[
        [eCatalogKeys.detail('ecat-1004', language), detail],
        [savedECatalogKeys.state('story-buyer', 'ecat-1004'), { catalogId: 'ecat-1004', saved: true }],
      ]}
    />
  );
}

function MineAt({ pages }: { pages: unknown[] }) {
  return (
    <CatalogPageFrame
      path="/m/en-US/catalogList"
      route="/m/:lang/catalogList"
      page={<MyCatalogPage />}
      data={[[savedECatalogKeys.list('story-buyer', 'en-US'), pagesRead(...pages)]]}
    />
  );
}

/** The first page of catalogues with the category chips; the next page loads as the end comes near. */
export const CatalogList: Story = () => <ListAt pages={[firstEn]} />;

/** Every page read: the list ends with 'No More'. */
export const CatalogListToTheEnd: Story = () => <ListAt pages={[firstEn, lastEn]} />;

/** Spec §8: 'No Data'. */
export const CatalogListEmpty: Story = () => <ListAt pages={[empty]} />;

export const CatalogListZhCN: Story = () => <ListAt language="zh-CN" pages={[firstZh]} />;
CatalogListZhCN.meta = { language: 'zh-CN' };

/** A catalogue seen by a visitor: Save asks to log in first. */
export const CatalogDetail: Story = () => <DetailAt detail={silkEn} />;

/** A buyer who saved the catalogue sees Saved. */
export const CatalogDetailSaved: Story = () => <DetailAt detail={silkEn} />;
CatalogDetailSaved.meta = { session: 'buyer' };

export const CatalogDetailZhCN: Story = () => <DetailAt language="zh-CN" detail={silkZh} />;
CatalogDetailZhCN.meta = { language: 'zh-CN' };

/** A catalogue the fixtures do not answer: 'Request failed, click to reload'. */
export const CatalogDetailFailed: Story = () => (
  <CatalogPageFrame path="/m/en-US/catalog/detail/ecat-0000" route="/m/:lang/catalog/detail/:id" page={<CatalogDetailPage />} data={[]} />
);

/** My catalogues, for a buyer. */
export const MyCatalogs: Story = () => <MineAt pages={[lastEn]} />;
MyCatalogs.meta = { session: 'buyer' };

/** My catalogues, for a buyer who saved none: 'No Data'. */
export const MyCatalogsEmpty: Story = () => <MineAt pages={[empty]} />;
MyCatalogsEmpty.meta = { session: 'buyer' };

/** My catalogues, for a visitor: asked to log in. */
export const MyCatalogsVisitor: Story = () => <MineAt pages={[]} />;
