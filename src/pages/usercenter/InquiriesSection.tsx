import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { InquirySummary } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { useMyInquiries } from '../../platform/personal-centre/inquiry-list';
import { productPageUrl, shopPageUrl } from '../../platform/shop-pages';
import { formatDateTime } from '../../../common/wall-time';
import { CentreSection } from './CentreSection';
import { ListStates } from './ListStates';
import list from './CentreList.module.css';
import styles from './InquiriesSection.module.css';

/** My inquiries (spec §5, §6): what I asked whom, about which product, and the exhibitor's replies once they exist. */
export function InquiriesSection({ buyerId, language }: { buyerId: string; language: Language }) {
  const inquiries = useMyInquiries(buyerId, language);
  return (
    <CentreSection title="user-centre.inquiries">
      <ListStates query={inquiries}>
        {(items) => (
          <ul className={list.list}>
            {items.map((inquiry) => (
              <li key={inquiry.id} className={list.item}>
                <InquiryItem inquiry={inquiry} language={language} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </CentreSection>
  );
}

function InquiryItem({ inquiry, language }: { inquiry: InquirySummary; language: Language }) {
  const { exhibitor, product } = inquiry;
  const shop = exhibitor.shopCode;
  return (
    <article className={list.body}>
      <p className={list.title}>
        {shop ? (
          <Link className={list.titleLink} to={shopPageUrl(language, shop)}>
            {exhibitor.name}
          </Link>
        ) : (
          exhibitor.name
        )}
      </p>
      {product && (
        <p className={list.meta}>
          <FormattedMessage id="user-centre.inquiries.product" />{' '}
          {shop ? (
            <Link className={styles.product} to={productPageUrl(language, shop, product.id)}>
              {product.title}
            </Link>
          ) : (
            product.title
          )}
        </p>
      )}
      <p className={`${list.text} ${list.clamped}`}>{inquiry.content}</p>
      <time className={list.time} dateTime={inquiry.createdAt}>
        {formatDateTime(inquiry.createdAt, language)}
      </time>
      {inquiry.replies.length === 0 ? (
        <p className={styles.noReply}>
          <FormattedMessage id="user-centre.inquiries.noReply" />
        </p>
      ) : (
        <ol className={styles.replies}>
          {inquiry.replies.map((reply, index) => (
            <li key={`${reply.createdAt} ${index}`} className={styles.reply}>
              <span className={styles.replyFrom}>
                <FormattedMessage id="user-centre.inquiries.reply" values={{ exhibitor: exhibitor.name }} />
              </span>
              <p className={list.text}>{reply.content}</p>
              <time className={list.time} dateTime={reply.createdAt}>
                {formatDateTime(reply.createdAt, language)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
