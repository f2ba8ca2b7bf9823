import type { Language, Live } from '../../../common/generated/types.js';
import { toExhibitorRef } from '../../member/actions/listings/exhibitor-ref.js';
import { textIn } from '../catalog/catalog-text.js';
import type { LiveRow } from './repository.js';

/** A stored live as the API answers it, its title in `language` (fallback ZH_CN); its stream only while it is LIVE. */
export function toLive(row: LiveRow, language: Language): Live {
  return {
    id: row.id,
    title: textIn(row.title, language),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    state: row.state,
    coverUrl: row.cover_url,
    streamUrl: row.state === 'LIVE' ? row.stream_url : null,
    exhibitor: toExhibitorRef(row, language),
  };
}
