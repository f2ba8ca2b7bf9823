import type { Announcement, AnnouncementDocument, FilterExpression } from '../../../common/generated/types.js';
import type { Language } from '../../../common/language.js';
import type { Queryable } from '../../db/connection.js';
import { compileFilter } from '../../filter/compile-filter.js';
import { compileSort } from '../../filter/compile-sort.js';
import { SqlParams } from '../../filter/sql-params.js';
import { announcementResource } from './announcement-resource.js';
import type { AnnouncementRow } from './announcement-row.js';

export interface AnnouncementSearch {
  filter?: FilterExpression;
  sort?: string | string[];
  size: number;
  /** Zero-based page number. */
  page: number;
}

export interface AnnouncementSearchResult {
  rows: AnnouncementRow[];
  totalElements: number;
}

export interface AnnouncementRepository {
  search(search: AnnouncementSearch): Promise<AnnouncementSearchResult>;
  /** Stores an announcement under its own id; an id already stored is left as it is. */
  insert(announcement: Announcement): Promise<void>;
  /** After inserts with explicit ids, new announcements get ids above the highest one. */
  continueIdsAfterHighest(): Promise<void>;
  /** The operators' list: every announcement of the language, shown or not, in the visitors' order (newest start first). */
  listForOperators(language: Language): Promise<AnnouncementRow[]>;
  findById(id: string): Promise<AnnouncementRow | undefined>;
  /** Stores a new announcement of the language (on the mall page, as all of them are); answers its id. */
  create(document: AnnouncementDocument, language: Language): Promise<string>;
  /** false when there is no such announcement. */
  update(id: string, document: AnnouncementDocument): Promise<boolean>;
  /** false when there is no such announcement. */
  remove(id: string): Promise<boolean>;
  /**
   * The first start or end of an active announcement of the language after `after` (UTC+8 wall times), when one
   * is ahead: the next time what visitors see changes by itself (a kept home page is rendered again then).
   */
  nextWindowEdge(language: Language, after: string): Promise<string | undefined>;
}

/** The fair's industry site, which every announcement of the mall belongs to (spec §3: the filter asks for one). */
const INDUSTRY_SITE_ID = '1001';
/** The one place announcements are shown (spec §3's filter). */
const MALL_PAGE = 'MALL_PAGE';

const documentValues = (document: AnnouncementDocument) => [
  document.title,
  document.redirectType,
  document.redirectType === 'URL' ? (document.linkUrl ?? null) : null,
  document.fromTime,
  document.toTime,
  document.status,
  document.displayPage,
];

const WALL_TIME_FORMAT = `'YYYY-MM-DD HH24:MI:SS'`;

const COLUMNS = `id::text AS id, title, redirect_type, link_url,
  to_char(from_time, ${WALL_TIME_FORMAT}) AS from_time, to_char(to_time, ${WALL_TIME_FORMAT}) AS to_time,
  status, display_page, language, places, industry_site_id`;

export function createAnnouncementRepository(db: Queryable): AnnouncementRepository {
  return {
    async search({ filter, sort, size, page }) {
      const params = new SqlParams();
      const where = compileFilter(filter, announcementResource, params);
      const orderBy = compileSort(sort, announcementResource);
      const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM site_announcements WHERE ${where}`, [...params.values]);
      const limit = params.add(size);
      const offset = params.add(size * page);
      const rows = await db.query<AnnouncementRow>(
        `SELECT ${COLUMNS} FROM site_announcements WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`,
        params.values,
      );
      return { rows, totalElements: counted?.total ?? 0 };
    },

    async insert(announcement) {
      await db.query(
        `INSERT INTO site_announcements
           (id, industry_site_id, title, redirect_type, link_url, from_time, to_time, status, display_page, language, places)
         VALUES ($1::bigint, $2, $3, $4, $5, $6::timestamp, $7::timestamp, $8, $9, $10, $11::text[])
         ON CONFLICT (id) DO NOTHING`,
        [
          announcement.id,
          announcement.industrySite?.id ?? null,
          announcement.title,
          announcement.redirectType,
          announcement.linkUrl ?? null,
          announcement.duration.fromTime,
          announcement.duration.toTime,
          announcement.status,
          announcement.udfs.displayPage,
          announcement.udfs.language,
          announcement.siteAnnouncementPlaces.map(({ place }) => place),
        ],
      );
    },

    async nextWindowEdge(language, after) {
      // Shown from its start up to and including its end (common/announcement-query.ts): gone a second after it.
      const [row] = await db.query<{ edge: string | null }>(
        `SELECT to_char(min(edge), ${WALL_TIME_FORMAT}) AS edge FROM (
           SELECT from_time AS edge FROM site_announcements WHERE status = 'ACTIVE' AND language = $1
           UNION ALL
           SELECT to_time + interval '1 second' FROM site_announcements WHERE status = 'ACTIVE' AND language = $1) AS edges
          WHERE edge > $2::timestamp`,
        [language, after],
      );
      return row?.edge ?? undefined;
    },

    async listForOperators(language) {
      return db.query<AnnouncementRow>(`SELECT ${COLUMNS} FROM site_announcements WHERE language = $1 ORDER BY from_time DESC, id DESC`, [language]);
    },

    async findById(id) {
      const rows = await db.query<AnnouncementRow>(`SELECT ${COLUMNS} FROM site_announcements WHERE id = $1::bigint`, [id]);
      return rows[0];
    },

    async create(document, language) {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO site_announcements (industry_site_id, title, redirect_type, link_url, from_time, to_time, status, display_page, language, places)
         VALUES ($1, $2, $3, $4, $5::timestamp, $6::timestamp, $7, $8, $9, $10::text[])
         RETURNING id::text AS id`,
        [INDUSTRY_SITE_ID, ...documentValues(document), language, [MALL_PAGE]],
      );
      return (rows[0] as { id: string }).id;
    },

    async update(id, document) {
      const rows = await db.query<{ id: string }>(
        `UPDATE site_announcements
            SET title = $2, redirect_type = $3, link_url = $4, from_time = $5::timestamp, to_time = $6::timestamp, status = $7, display_page = $8
          WHERE id = $1::bigint
          RETURNING id::text AS id`,
        [id, ...documentValues(document)],
      );
      return rows.length > 0;
    },

    async remove(id) {
      const rows = await db.query<{ id: string }>('DELETE FROM site_announcements WHERE id = $1::bigint RETURNING id::text AS id', [id]);
      return rows.length > 0;
    },

    async continueIdsAfterHighest() {
      await db.query(
        `SELECT setval(pg_get_serial_sequence('site_announcements', 'id'), coalesce(max(id), 0) + 1, false)
           FROM site_announcements`,
      );
    },
  };
}
