import { FormattedMessage } from 'react-intl';
import type { SectionProps } from '../../src/engine/types';
import type { ContactCardData } from '../../common/generated/types';
import block from '../../src/ui/ContentBlock.module.css';
import { reachableContacts, telHref } from './reachable-contacts';
import styles from './View.module.css';

export default function ContactCardView({ data }: SectionProps<ContactCardData>) {
  return (
    <div className={`${block.block} ${styles.card}`}>
      {reachableContacts(data).map((contact) => (
        <address key={contact.id} className={styles.contact}>
          <h3 className={styles.name}>{contact.name}</h3>
          <dl className={styles.ways}>
            {contact.phones?.map((phone) => (
              <div key={phone} className={styles.way}>
                <dt>
                  <FormattedMessage id="content-page.phone" />
                </dt>
                <dd>
                  <a href={telHref(phone)}>{phone}</a>
                </dd>
              </div>
            ))}
            {contact.emails?.map((email) => (
              <div key={email} className={styles.way}>
                <dt>
                  <FormattedMessage id="content-page.email" />
                </dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            ))}
            {contact.address && (
              <div className={styles.way}>
                <dt>
                  <FormattedMessage id="content-page.address" />
                </dt>
                <dd>{contact.address}</dd>
              </div>
            )}
            {contact.hours && (
              <div className={styles.way}>
                <dt>
                  <FormattedMessage id="content-page.hours" />
                </dt>
                <dd>{contact.hours}</dd>
              </div>
            )}
          </dl>
        </address>
      ))}
    </div>
  );
}
