import type { Language, ShortVideoCard, ShortVideoDetail, ShortVideoPage } from '../../../common/generated/types.js';
import { pageInfo } from '../../http/page-info.js';
import type { PageRequest } from '../catalog/catalog-page.js';
import { textIn } from '../catalog/catalog-text.js';
import type { RowPage } from '../catalog/paged-query.js';
import type { ShortVideoDetailRow, ShortVideoRow } from './repository.js';

function toShortVideoCard(row: ShortVideoRow, language: Language): ShortVideoCard {
  return {
    id: row.id,
    shopCode: row.shop_code,
    exhibitorName: textIn(row.exhibitor_name, language),
    title: textIn(row.title, language),
    posterUrl: row.poster_url,
    durationSeconds: row.duration_seconds,
    publishedAt: row.published_at,
  };
}

export function toShortVideoPage({ rows, totalElements }: RowPage<ShortVideoRow>, request: PageRequest): ShortVideoPage {
  return {
    _embedded: { 'b2b:shortVideos': rows.map((row) => toShortVideoCard(row, request.language)) },
    page: pageInfo(totalElements, request.size, request.page),
  };
}

export function toShortVideoDetail(row: ShortVideoDetailRow, language: Language): ShortVideoDetail {
  return {
    video: toShortVideoCard(row, language),
    description: textIn(row.description, language),
    videoUrl: row.video_url,
    previousId: row.previous_id,
    nextId: row.next_id,
  };
}
