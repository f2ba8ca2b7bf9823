import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import type { NewsArticle, NewsArticlePage } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { newsKeys } from './news';
import { NewsArticlePage as NewsArticleView } from './NewsArticlePage';
import { NewsListPage } from './NewsListPage';
import { PressInvitationPage } from './PressInvitationPage';
import firstEn from '../../../fixtures/news/news-article-page.first.en-US.json';
import firstZh from '../../../fixtures/news/news-article-page.first.zh-CN.json';
import empty from '../../../fixtures/news/news-article-page.empty.json';
import openingEn from '../../../fixtures/news/news-article.opening.en-US.json';
import openingZh from '../../../fixtures/news/news-article.opening.zh-CN.json';
import videoEn from '../../../fixtures/news/news-article.video.en-US.json';
import briefingEn from '../../../fixtures/news/news-article.briefing.en-US.json';
import visitorEn from '../../../fixtures/news/press-invitation.visitor.en-US.json';
import buyerEn from '../../../fixtures/news/press-invitation.buyer.en-US.json';

function ListAt({ language = 'en-US', reply }: { language?: Language; reply: NewsArticlePage }) {
  const page = { items: reply.articles, page: reply.page };
  return (
    <CatalogPageFrame
      path={`/m/${language}/news`}
      route="/m/:lang/news"
      page={<NewsListPage />}
      data={[[newsKeys.list(language, undefined), { pages: [page], pageParams: [0] }]]}
    />
  );
}

function ArticleAt({ language = 'en-US', article }: { language?: Language; article: NewsArticle }) {
  return (
    <CatalogPageFrame
      path={`/m/${language}/news/${article.slug}`}
      route="/m/:lang/news/:slug"
      page={<NewsArticleView />}
      data={[[newsKeys.article(article.slug, language), article]]}
    />
  );
}

function InvitationAt({ viewerId, reply }: { viewerId: string | null; reply: unknown }) {
  return (
    <CatalogPageFrame
      path="/m/en-US/news/invitations/closing-press-conference"
      route="/m/:lang/news/invitations/:id"
      page={<PressInvitationPage />}
      data={[[newsKeys.invitation('closing-press-conference', 'en-US', viewerId), reply]]}
    />
  );
}

/** The news centre on every category: the first page of articles, with the Load more button below. */
export const NewsList: Story = () => <ListAt reply={firstEn as NewsArticlePage} />;

export const NewsListZhCN: Story = () => <ListAt language="zh-CN" reply={firstZh as NewsArticlePage} />;
NewsListZhCN.meta = { language: 'zh-CN' };

/** A category without articles: 'No Data'. */
export const NewsListEmpty: Story = () => <ListAt reply={empty as NewsArticlePage} />;

/** An article: cover, category, UTC+8 publish time, the stored rich text, an attachment and Share. */
export const Article: Story = () => <ArticleAt article={openingEn as NewsArticle} />;

export const ArticleZhCN: Story = () => <ArticleAt language="zh-CN" article={openingZh as NewsArticle} />;
ArticleZhCN.meta = { language: 'zh-CN' };

/** A video report: the player over its poster instead of the cover. */
export const VideoReport: Story = () => <ArticleAt article={videoEn as NewsArticle} />;

/** A press invitation's article, linking to the invitation's sign-up. */
export const PressInvitationArticle: Story = () => <ArticleAt article={briefingEn as NewsArticle} />;

/** A visitor is asked to log in with a media account. */
export const InvitationForVisitor: Story = () => <InvitationAt viewerId={null} reply={visitorEn} />;

/** A buyer is told sign-up is for media. */
export const InvitationForBuyer: Story = () => <InvitationAt viewerId="story-buyer" reply={buyerEn} />;
InvitationForBuyer.meta = { session: 'buyer' };
