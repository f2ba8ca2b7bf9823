import { FormattedMessage } from 'react-intl';
import type { NewsLink } from '../../common/generated/types';
import type { Language } from '../../common/language';
import { PortalLink } from '../../src/ui/PortalLink';
import { NewsPicture } from './NewsPicture';
import { PublishDate } from './PublishDate';
import styles from './View.module.css';

interface Props {
  link: NewsLink;
  language: Language;
  onActivate(): void;
}

/** The first item of the list, large: picture, title, summary (subTitle) and date. */
export function LeadStory({ link, language, onActivate }: Props) {
  return (
    <PortalLink to={link} className={styles.lead} onActivate={onActivate}>
      {link.picture && (
        <span className={styles.leadMedia}>
          <NewsPicture className={styles.picture} picture={link.picture} />
          <span className={styles.headline}>
            <FormattedMessage id="news-and-events.headline" />
          </span>
        </span>
      )}
      <span className={styles.leadBody}>
        <span className={styles.leadTitle}>{link.title}</span>
        {link.subTitle && <span className={styles.summary}>{link.subTitle}</span>}
        <PublishDate publishTime={link.publishTime} language={language} />
      </span>
    </PortalLink>
  );
}
