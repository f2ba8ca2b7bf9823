import type { EventShow, Language } from '../../../common/generated/types.js';
import { textIn } from '../catalog/catalog-text.js';
import type { EventShowRow } from './repository.js';

/** A stored show as GET /b2bshop/api/eventShows/{id} answers it, its texts in `language` (fallback ZH_CN). */
export function toEventShow(row: EventShowRow, language: Language): EventShow {
  return {
    id: row.id,
    shopCode: row.shop_code,
    exhibitorName: textIn(row.exhibitor_name, language),
    title: textIn(row.title, language),
    description: textIn(row.description, language),
    startTime: row.start_time,
    endTime: row.end_time,
    online: row.online,
    venue: row.venue === null ? null : textIn(row.venue, language),
    coverUrl: row.cover_url,
  };
}
