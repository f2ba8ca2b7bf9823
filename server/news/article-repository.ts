// The news articles' SQL: what visitors read (published, in their language) and what operators edit.
import { randomUUID } from 'node:crypto';
import type { Language, NewsArticleDocument, NewsCategory } from '../../common/generated/types.js';
import { queryPage, type RowPage } from '../b2bshop/catalog/paged-query.js';
import type { Queryable } from '../db/connection.js';
import { wallTimeSql } from '../db/wall-time-sql.js';
import { SqlParams } from '../filter/sql-params.js';
import { NOW_WALL_TIME_SQL, wallTimeText } from './wall-clock-sql.js';

export type ArticleStatus = 'DRAFT' | 'PUBLISHED';

/** An article's row as every query reads it. */
export interface ArticleRow {
  id: string;
  language: Language;
  slug: string;
  category: NewsCategory;
  kind: NewsArticleDocument['kind'];
  title: string;
  summary: string;
  body: string;
  coverUrl: string;
  videoUrl: string | null;
  videoPosterUrl: string | null;
  attachments: NewsArticleDocument['attachments'];
  invitationId: string | null;
  status: ArticleStatus;
  publishTime: string | null;
  updatedBy: string;
  updatedAt: string;
}

export interface PublishedListQuery {
  language: Language;
  category?: NewsCategory;
  size: number;
  page: number;
}

export interface ArticleRepository {
  /** A language's articles that are published and whose publish time has come, the latest first. */
  listPublished(query: PublishedListQuery): Promise<RowPage<ArticleRow>>;
  findPublished(language: Language, slug: string): Promise<ArticleRow | undefined>;
  listByStatus(language: Language, status: ArticleStatus): Promise<ArticleRow[]>;
  findById(id: string): Promise<ArticleRow | undefined>;
  /** Whether another article than `exceptId` has this slug in this language. */
  slugTaken(language: Language, slug: string, exceptId?: string): Promise<boolean>;
  /** Stores a new article (a draft unless `status` says otherwise); the document's body must be sanitised. */
  insert(document: NewsArticleDocument, updatedBy: string, status?: ArticleStatus, id?: string): Promise<string>;
  /** Replaces a draft's document; false when there is no such draft. */
  updateDraft(id: string, document: NewsArticleDocument, updatedBy: string): Promise<boolean>;
  /** Publishes (stamping the publish time if it has none) or unpublishes; false when there is no such article. */
  setStatus(id: string, status: ArticleStatus, updatedBy: string): Promise<boolean>;
  count(): Promise<number>;
}

const COLUMNS = `id, language, slug, category, kind, title, summary, body, cover_url AS "coverUrl", video_url AS "videoUrl",
  video_poster_url AS "videoPosterUrl", attachments, invitation_id AS "invitationId", status,
  ${wallTimeText('publish_time')} AS "publishTime", updated_by AS "updatedBy",
  ${wallTimeSql('updated_at')} AS "updatedAt"`;

const PUBLISHED = `status = 'PUBLISHED' AND publish_time <= ${NOW_WALL_TIME_SQL}`;

/** The document's values in the order of DOCUMENT_COLUMNS. */
function documentValues(document: NewsArticleDocument): unknown[] {
  return [
    document.language,
    document.slug,
    document.category,
    document.kind,
    document.title,
    document.summary,
    document.body,
    document.coverUrl,
    document.video?.url ?? null,
    document.video?.posterUrl ?? null,
    JSON.stringify(document.attachments),
    document.invitationId ?? null,
    document.publishTime ?? null,
  ];
}
const DOCUMENT_COLUMNS = [
  'language',
  'slug',
  'category',
  'kind',
  'title',
  'summary',
  'body',
  'cover_url',
  'video_url',
  'video_poster_url',
  'attachments',
  'invitation_id',
  'publish_time',
];

export function createArticleRepository(db: Queryable): ArticleRepository {
  return {
    async listPublished({ language, category, size, page }) {
      const params = new SqlParams();
      const where = [`language = ${params.add(language)}`, PUBLISHED];
      if (category !== undefined) where.push(`category = ${params.add(category)}`);
      return queryPage<ArticleRow>(db, {
        columns: COLUMNS,
        from: 'news_articles',
        where: where.join(' AND '),
        orderBy: 'publish_time DESC, slug',
        params,
        size,
        page,
      });
    },
    async findPublished(language, slug) {
      const [row] = await db.query<ArticleRow>(`SELECT ${COLUMNS} FROM news_articles WHERE language = $1 AND slug = $2 AND ${PUBLISHED}`, [language, slug]);
      return row;
    },
    async listByStatus(language, status) {
      return db.query<ArticleRow>(`SELECT ${COLUMNS} FROM news_articles WHERE language = $1 AND status = $2 ORDER BY updated_at DESC, id`, [language, status]);
    },
    async findById(id) {
      const [row] = await db.query<ArticleRow>(`SELECT ${COLUMNS} FROM news_articles WHERE id = $1`, [id]);
      return row;
    },
    async slugTaken(language, slug, exceptId) {
      const rows = await db.query('SELECT 1 FROM news_articles WHERE language = $1 AND slug = $2 AND id IS DISTINCT FROM $3::text', [
        language,
        slug,
        exceptId ?? null,
      ]);
      return rows.length > 0;
    },
    async insert(document, updatedBy, status = 'DRAFT', id = randomUUID().replaceAll('-', '')) {
      const values = documentValues(document);
      const placeholders = values.map((_, index) => `$${index + 4}`);
      await db.query(`INSERT INTO news_articles (id, status, updated_by, ${DOCUMENT_COLUMNS.join(', ')}) VALUES ($1, $2, $3, ${placeholders.join(', ')})`, [
        id,
        status,
        updatedBy,
        ...values,
      ]);
      return id;
    },
    async updateDraft(id, document, updatedBy) {
      const assignments = DOCUMENT_COLUMNS.map((column, index) => `${column} = $${index + 3}`);
      const updated = await db.query(
        `UPDATE news_articles SET ${assignments.join(', ')}, updated_by = $2, updated_at = now() WHERE id = $1 AND status = 'DRAFT' RETURNING id`,
        [id, updatedBy, ...documentValues(document)],
      );
      return updated.length > 0;
    },
    async setStatus(id, status, updatedBy) {
      const updated = await db.query(
        `UPDATE news_articles SET status = $2, updated_by = $3, updated_at = now(),
           publish_time = CASE WHEN $2 = 'PUBLISHED' THEN coalesce(publish_time, date_trunc('second', ${NOW_WALL_TIME_SQL})) ELSE publish_time END
         WHERE id = $1 RETURNING id`,
        [id, status, updatedBy],
      );
      return updated.length > 0;
    },
    async count() {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM news_articles');
      return row?.count ?? 0;
    },
  };
}

/** The document an operator edits, from the stored row. */
export function documentOf(row: ArticleRow): NewsArticleDocument {
  return {
    language: row.language,
    slug: row.slug,
    category: row.category,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    body: row.body,
    coverUrl: row.coverUrl,
    ...(row.publishTime !== null ? { publishTime: row.publishTime } : {}),
    attachments: row.attachments,
    ...(row.videoUrl !== null && row.videoPosterUrl !== null ? { video: { url: row.videoUrl, posterUrl: row.videoPosterUrl } } : {}),
    ...(row.invitationId !== null ? { invitationId: row.invitationId } : {}),
  };
}
