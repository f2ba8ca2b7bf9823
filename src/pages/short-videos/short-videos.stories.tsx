import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import type { Language } from '../../../common/language';
import { shortVideoKeys } from './short-videos';
import { ShortVideoDetailPage } from './ShortVideoDetailPage';
import { ShortVideoListPage } from './ShortVideoListPage';
import listEn from '../../../fixtures/ecatalog/short-video-page.all.en-US.json';
import listZh from '../../../fixtures/ecatalog/short-video-page.all.zh-CN.json';
import chargerEn from '../../../fixtures/ecatalog/short-video-detail.charger.en-US.json';
import chargerZh from '../../../fixtures/ecatalog/short-video-detail.charger.zh-CN.json';

function ListAt({ language = 'en-US', reply }: { language?: Language; reply: typeof listEn }) {
  const page = { items: reply._embedded['b2b:shortVideos'], page: reply.page };
  return (
    <CatalogPageFrame
      path={`/m/${language}/shortvideo`}
      route="/m/:lang/shortvideo"
      page={<ShortVideoListPage />}
      data={[[shortVideoKeys.list(language), { pages: [page], pageParams: [0] }]]}
    />
  );
}

function VideoAt({ language = 'en-US', detail }: { language?: Language; detail: unknown }) {
  return (
    <CatalogPageFrame
      path={`/m/${language}/shortVideoDetail?id=svid-2002`}
      route="/m/:lang/shortVideoDetail"
      page={<ShortVideoDetailPage />}
      data={[[shortVideoKeys.detail('svid-2002', language), detail]]}
    />
  );
}

/** Every video with its poster and length, ending with 'No More'. */
export const ShortVideoList: Story = () => <ListAt reply={listEn} />;

export const ShortVideoListZhCN: Story = () => <ListAt language="zh-CN" reply={listZh} />;
ShortVideoListZhCN.meta = { language: 'zh-CN' };

/** A video between two others: previous and next. */
export const ShortVideo: Story = () => <VideoAt detail={chargerEn} />;

/** The newest video: no previous one. */
export const NewestShortVideo: Story = () => <VideoAt detail={{ ...chargerEn, previousId: null }} />;

export const ShortVideoZhCN: Story = () => <VideoAt language="zh-CN" detail={chargerZh} />;
ShortVideoZhCN.meta = { language: 'zh-CN' };
