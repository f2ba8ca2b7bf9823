import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FooterContact, FooterOfficeLink } from '../../common/generated/types';
import type { MessageId } from '../../common/i18n/messages';
import { PortalLink } from '../../src/ui/PortalLink';
import { VisuallyHidden } from '../../src/ui/VisuallyHidden';
import { FooterBlock } from './FooterBlock';
import { Glyph } from '../../src/ui/Glyph';
import styles from './ContactDetails.module.css';

const PHONE = (
  <path d="M7.4 3.5 9.6 8c.2.5.1 1-.3 1.4L8 10.6a12 12 0 0 0 5.4 5.4l1.2-1.3c.4-.4.9-.5 1.4-.3l4.5 2.2c.5.2.7.8.6 1.3l-.6 2.4c-.2.6-.7 1-1.3 1A17.3 17.3 0 0 1 2.7 4.8c0-.6.4-1.1 1-1.3l2.4-.6c.5-.1 1.1.1 1.3.6Z" />
);
const MAIL = (
  <path
    fillRule="evenodd"
    d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm.3 2L12 12.2 19.7 7Zm15.7 2.2-7.4 5a1 1 0 0 1-1.2 0L4 9.2V17h16Z"
  />
);
const PIN = <path fillRule="evenodd" d="M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7Zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" />;
const OFFICE = (
  <path
    fillRule="evenodd"
    d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v4h2a2 2 0 0 1 2 2v10h1v1H3v-1Zm3-14v2h2V7Zm4 0v2h2V7Zm-4 4v2h2v-2Zm4 0v2h2v-2Zm-4 4v2h2v-2Zm4 0v2h2v-2Zm5-4v2h2v-2Zm0 4v2h2v-2Z"
  />
);

interface Props {
  contact: FooterContact;
  hongKongOffice?: FooterOfficeLink;
}

/** Spec §2: contact details (contact us), and on the zh-CN page the Hong Kong office. */
export function ContactDetails({ contact, hongKongOffice }: Props) {
  return (
    <FooterBlock heading="footer.contactUs">
      <dl className={styles.rows}>
        <ContactRow glyph={PHONE} label="footer.phone">
          <PortalLink to={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className={styles.value}>
            {contact.phone}
          </PortalLink>
        </ContactRow>
        <ContactRow glyph={MAIL} label="footer.email">
          <PortalLink to={`mailto:${contact.email}`} className={styles.value}>
            {contact.email}
          </PortalLink>
        </ContactRow>
        <ContactRow glyph={PIN} label="footer.address">
          <span className={styles.value}>{contact.address}</span>
        </ContactRow>
        {hongKongOffice && (
          <ContactRow glyph={OFFICE} label="footer.hongKongOffice">
            <PortalLink to={hongKongOffice.url} newTab className={`${styles.value} ${styles.office}`}>
              {hongKongOffice.title}
              <span aria-hidden> ›</span>
            </PortalLink>
          </ContactRow>
        )}
      </dl>
    </FooterBlock>
  );
}

/** One detail; its icon says which detail it is, and the word is for screen readers. */
function ContactRow({ glyph, label, children }: { glyph: ReactNode; label: MessageId; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>
        <Glyph size={16}>{glyph}</Glyph>
        <VisuallyHidden>
          <FormattedMessage id={label} />
        </VisuallyHidden>
      </dt>
      <dd className={styles.detail}>{children}</dd>
    </div>
  );
}
