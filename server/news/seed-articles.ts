// The seed file's articles as operators' documents: each series written out for every sector in both
// languages (its templates filled in), then the stories written in full.
import type { NewsArticleDocument, SeedNews, SeedNewsSector, SeedNewsSeries } from '../../common/generated/types.js';
import { LANGUAGES, type Language } from '../../common/language.js';
import { formatWallTime, parseWallTime } from '../../common/time.js';
import { sanitizeNewsBody } from './sanitize-body.js';

function filledIn(template: string, sector: SeedNewsSector, language: Language): string {
  return template.replaceAll('{sector}', sector.name[language]).replaceAll('{highlight}', sector.highlight[language]).replaceAll('{area}', sector.area);
}

/** Series are published a day apart per sector, each series at its own hour. */
function seriesPublishTime(firstPublishDate: string, sectorIndex: number, series: SeedNewsSeries): string {
  const first = parseWallTime(`${firstPublishDate} ${String(series.hour).padStart(2, '0')}:00:00`);
  return formatWallTime(first.add(sectorIndex * 4, 'day'));
}

function seriesArticles(seed: SeedNews): NewsArticleDocument[] {
  return seed.series.flatMap((series) =>
    seed.sectors.flatMap((sector, index) =>
      LANGUAGES.map((language): NewsArticleDocument => ({
        language,
        slug: `${series.slugPrefix}-${sector.code}`,
        category: series.category,
        kind: series.kind,
        title: filledIn(series.title[language], sector, language),
        summary: filledIn(series.summary[language], sector, language),
        body: series.paragraphs[language].map((paragraph) => `<p>${filledIn(paragraph, sector, language)}</p>`).join(''),
        coverUrl: series.kind === 'VIDEO' ? sector.video.posterUrl : sector.coverUrl,
        publishTime: seriesPublishTime(seed.firstPublishDate, index, series),
        attachments: [],
        ...(series.kind === 'VIDEO' ? { video: sector.video } : {}),
      })),
    ),
  );
}

function storyArticles(seed: SeedNews): NewsArticleDocument[] {
  return seed.stories.flatMap(({ slug, category, kind, publishTime, coverUrl, video, invitationId, attachments, ...texts }) =>
    LANGUAGES.map((language): NewsArticleDocument => ({
      language,
      slug,
      category,
      kind,
      ...texts[language],
      coverUrl,
      publishTime,
      attachments: attachments.map(({ name, url }) => ({ name: name[language], url })),
      ...(video ? { video } : {}),
      ...(invitationId ? { invitationId } : {}),
    })),
  );
}

/** Every seeded article in both languages, bodies sanitised as an operator's would be. */
export function seedArticleDocuments(seed: SeedNews): NewsArticleDocument[] {
  return [...seriesArticles(seed), ...storyArticles(seed)].map((document) => ({ ...document, body: sanitizeNewsBody(document.body) }));
}
