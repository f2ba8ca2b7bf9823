import { FormattedMessage } from 'react-intl';
import type { NewsAttachment } from '../../../common/generated/types';
import { PortalLink } from '../../ui/PortalLink';
import styles from './NewsArticlePage.module.css';

/** An article's attachments by name; one on another site asks before leaving (PortalLink). */
export function ArticleAttachments({ attachments }: { attachments: readonly NewsAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <section className={styles.panel}>
      <h3 className={styles.panelTitle}>
        <FormattedMessage id="news-page.attachments" />
      </h3>
      <ul className={styles.attachments}>
        {attachments.map((attachment) => (
          <li key={attachment.url}>
            <PortalLink to={attachment.url} newTab className={styles.attachment}>
              {attachment.name}
            </PortalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
