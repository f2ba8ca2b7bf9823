// Where the lives are seen (spec §2): the live hall and the live list are custom pages; one live has a page of
// its own under /m/{lang}/lives/{id}.
import type { Language } from '../../../common/language';

export function livePageUrl(language: Language, id: string): string {
  return `/m/${language}/lives/${encodeURIComponent(id)}`;
}

export function liveHallUrl(language: Language): string {
  return `/m/${language}/customPages/liveHall`;
}

export function liveListUrl(language: Language): string {
  return `/m/${language}/customPages/liveList`;
}
