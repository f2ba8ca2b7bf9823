import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { InquirySummary } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { useSendFollowUp } from '../../platform/buyer-actions/inquiries';
import { useMyInquiries } from '../../platform/personal-centre/inquiry-list';
import { RequestFailure } from '../../platform/request-failure';
import { showToast } from '../../platform/toast';
import { productPageUrl, shopPageUrl } from '../../platform/shop-pages';
import { formatDateTime } from '../../../common/wall-time';
import { CentreSection } from './CentreSection';
import { ListStates } from './ListStates';
import list from './CentreList.module.css';
import styles from './InquiriesSection.module.css';

/** The longest message in a thread (the server's INQUIRY_CONTENT_MAX_LENGTH). */
const FOLLOW_UP_MAX = 2000;

/** My inquiries (spec §5, §6): what I asked whom, about which product, and the thread after it — the exhibitor's replies and what I wrote back. */
export function InquiriesSection({ buyerId, language }: { buyerId: string; language: Language }) {
  const inquiries = useMyInquiries(buyerId, language);
  return (
    <CentreSection title="user-centre.inquiries">
      <ListStates query={inquiries}>
        {(items) => (
          <ul className={list.list}>
            {items.map((inquiry) => (
              <li key={inquiry.id} className={list.item}>
                <InquiryItem inquiry={inquiry} buyerId={buyerId} language={language} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </CentreSection>
  );
}

function InquiryItem({ inquiry, buyerId, language }: { inquiry: InquirySummary; buyerId: string; language: Language }) {
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
            <li key={`${reply.createdAt} ${index}`} className={reply.fromBuyer ? styles.followUp : styles.reply}>
              <span className={styles.replyFrom}>
                {reply.fromBuyer ? (
                  <FormattedMessage id="user-centre.inquiries.mine" />
                ) : (
                  <FormattedMessage id="user-centre.inquiries.reply" values={{ exhibitor: exhibitor.name }} />
                )}
              </span>
              <p className={list.text}>{reply.content}</p>
              <time className={list.time} dateTime={reply.createdAt}>
                {formatDateTime(reply.createdAt, language)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <FollowUp id={inquiry.id} buyerId={buyerId} exhibitor={exhibitor.name} />
    </article>
  );
}

/** Writing again in the thread: a button that opens a box, sent with the sensitive-word check's refusal shown in place. */
function FollowUp({ id, buyerId, exhibitor }: { id: string; buyerId: string; exhibitor: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const send = useSendFollowUp(buyerId);
  if (!open)
    return (
      <button type="button" className={styles.writeBack} onClick={() => setOpen(true)}>
        <FormattedMessage id="user-centre.inquiries.writeBack" />
      </button>
    );
  const refusal = send.error instanceof RequestFailure ? send.error.errorMessage : send.error ? intl.formatMessage({ id: 'request.error' }) : undefined;
  return (
    <form
      className={styles.followUpForm}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(
          { id, content: text },
          {
            onSuccess: () => {
              setText('');
              setOpen(false);
              showToast(intl.formatMessage({ id: 'user-centre.inquiries.sent' }));
            },
          },
        );
      }}
    >
      <label className={styles.followUpLabel}>
        <FormattedMessage id="user-centre.inquiries.writeTo" values={{ exhibitor }} />
        <textarea rows={3} maxLength={FOLLOW_UP_MAX} value={text} onChange={(event) => setText(event.target.value)} required />
      </label>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className={styles.send} disabled={send.isPending || text.trim() === ''}>
        <FormattedMessage id="user-centre.inquiries.send" />
      </button>
    </form>
  );
}
