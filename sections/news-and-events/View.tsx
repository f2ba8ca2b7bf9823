import { useIntl } from 'react-intl';
import type { SectionProps } from '../../src/engine/types';
import type { NewsAndEventsData, NewsLink } from '../../common/generated/types';
import { newsListPath } from '../../src/platform/news-paths';
import { MoreLink } from '../../src/ui/MoreLink';
import { bySequence } from './by-sequence';
import { LeadStory } from './LeadStory';
import { NewsRow } from './NewsRow';
import styles from './View.module.css';

/** A fair's news block: the links sorted by sequence, the first large with its picture, the rest as rows; then the way to the news centre. */
export default function NewsAndEventsView({ data, context, track }: SectionProps<NewsAndEventsData>) {
  const intl = useIntl();
  const reportClick = (link: NewsLink) => () => track.click({ id: link.id, title: link.title });
  const [lead, ...rows] = bySequence(data.links);
  if (!lead) return null;
  return (
    <>
      <ul className={styles.card}>
        <li className={styles.item}>
          <LeadStory link={lead} language={context.language} onActivate={reportClick(lead)} />
        </li>
        {rows.map((link) => (
          <li className={styles.item} key={link.id}>
            <NewsRow link={link} language={context.language} onActivate={reportClick(link)} />
          </li>
        ))}
      </ul>
      <MoreLink to={newsListPath(context.language)}>{intl.formatMessage({ id: 'news-page.more' })}</MoreLink>
    </>
  );
}
