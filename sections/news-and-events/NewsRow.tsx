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

/** An item after the first: title and date beside a thumbnail. */
export function NewsRow({ link, language, onActivate }: Props) {
  return (
    <PortalLink to={link} className={styles.row} onActivate={onActivate}>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{link.title}</span>
        <PublishDate publishTime={link.publishTime} language={language} />
      </span>
      {link.picture && <NewsPicture className={styles.thumbnail} picture={link.picture} />}
    </PortalLink>
  );
}
