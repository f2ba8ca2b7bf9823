import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { formatDateTime } from '../../../common/wall-time';
import { RequestFailure } from '../../platform/request-failure';
import {
  sellerInquiryKeys,
  sendReply,
  useInbox,
  useSellerInquiry,
  type InquiryState,
  type SellerInquiry,
  type SellerInquiryList,
} from '../../platform/seller/seller-inquiries';
import { showToast } from '../../platform/toast';
import { countryName } from '../usercenter/company-labels';
import { Pager, QueryStates, SellerArea } from './SellerArea';
import styles from './SellerInquiriesPage.module.css';

const REPLY_MAX = 2000;
const PAGE_SIZE = 20;

/** The inbox's own address, in the page's language: the list, or one inquiry (`id`). */
export function sellerInquiriesUrl(language: Language, id?: string): string {
  const query = new URLSearchParams({ lang: language, ...(id ? { id } : {}) });
  return `/m/seller/inquiries/index?${query.toString()}`;
}

/**
 * Issue 28: /m/seller/inquiries/index?lang= — the inquiries buyers sent to the seller's company: newest first,
 * unread marked, by state and by product; ?id= opens one with the buyer, the product, the message, the thread, and a
 * reply box. Anyone but a seller is shown the way to their own workbench (a visitor, to log in).
 */
export function SellerInquiriesPage({ language }: { language: Language }) {
  const [query] = useSearchParams();
  const id = query.get('id');
  return (
    <SellerArea language={language} title="seller.inquiries.title" notSeller="seller.inquiries.notSeller">
      {() => (id ? <InquiryThread id={id} language={language} /> : <Inbox language={language} />)}
    </SellerArea>
  );
}

function Inbox({ language }: { language: Language }) {
  const intl = useIntl();
  const [query, setQuery] = useSearchParams();
  const state = (['NEW', 'ANSWERED'] as const).find((value) => value === query.get('state'));
  const productId = query.get('productId') ?? undefined;
  const page = Math.max(0, Number.parseInt(query.get('page') ?? '0', 10) || 0);
  const inbox = useInbox(language, { ...(state ? { state } : {}), ...(productId ? { productId } : {}), page });
  const choose = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(query);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setQuery(next);
  };
  return (
    <section className={styles.inbox} aria-labelledby="seller-inbox">
      <h2 id="seller-inbox" className={styles.heading}>
        <FormattedMessage id="seller.inquiries.inbox" />
        {inbox.data && inbox.data.unread > 0 && (
          <span className={styles.unreadCount}>
            <FormattedMessage id="seller.inquiries.unreadCount" values={{ count: inbox.data.unread }} />
          </span>
        )}
      </h2>
      <div className={styles.filters}>
        <label>
          <FormattedMessage id="seller.inquiries.filterState" />
          <select value={state ?? ''} onChange={(event) => choose('state', event.target.value || undefined)}>
            <option value="">{intl.formatMessage({ id: 'seller.inquiries.all' })}</option>
            <option value="NEW">{intl.formatMessage({ id: 'seller.inquiries.state.NEW' })}</option>
            <option value="ANSWERED">{intl.formatMessage({ id: 'seller.inquiries.state.ANSWERED' })}</option>
          </select>
        </label>
        <label>
          <FormattedMessage id="seller.inquiries.filterProduct" />
          <select value={productId ?? ''} onChange={(event) => choose('productId', event.target.value || undefined)}>
            <option value="">{intl.formatMessage({ id: 'seller.inquiries.allProducts' })}</option>
            {inbox.data?.products.map((product) => (
              <option key={product.id} value={product.id}>
                {product.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryStates query={inbox}>{(data) => <InboxList data={data} language={language} />}</QueryStates>
      {inbox.data && <Pager page={page} pages={Math.ceil(inbox.data.totalElements / PAGE_SIZE)} onPage={(next) => choose('page', String(next))} />}
    </section>
  );
}

function InboxList({ data, language }: { data: SellerInquiryList; language: Language }) {
  if (data.inquiries.length === 0)
    return (
      <p className={styles.empty}>
        <FormattedMessage id="seller.inquiries.empty" />
      </p>
    );
  return (
    <ul className={styles.list}>
      {data.inquiries.map((inquiry) => (
        <li key={inquiry.id} className={inquiry.read ? styles.item : `${styles.item} ${styles.unread}`}>
          <Link className={styles.itemLink} to={sellerInquiriesUrl(language, inquiry.id)}>
            <span className={styles.itemTop}>
              <span className={styles.buyer}>
                {!inquiry.read && (
                  <span className={styles.dot}>
                    <FormattedMessage id="seller.inquiries.unread" />
                  </span>
                )}
                {inquiry.buyer.name}
                {inquiry.buyer.company && ` · ${inquiry.buyer.company}`}
              </span>
              <StateBadge state={inquiry.state} />
            </span>
            {inquiry.product && <span className={styles.product}>{inquiry.product.title}</span>}
            <span className={styles.excerpt}>{inquiry.excerpt}</span>
            <span className={styles.meta}>
              {formatDateTime(inquiry.createdAt, language)}
              {inquiry.replyCount > 0 && (
                <>
                  {' · '}
                  <FormattedMessage id="seller.inquiries.replyCount" values={{ count: inquiry.replyCount }} />
                </>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec §8: 'Loading...', 'Request failed, click to reload' (asking again), else what it loaded. */

function StateBadge({ state }: { state: InquiryState }) {
  return (
    <span className={state === 'NEW' ? `${styles.badge} ${styles.newBadge}` : styles.badge}>
      <FormattedMessage id={`seller.inquiries.state.${state}`} />
    </span>
  );
}

function InquiryThread({ id, language }: { id: string; language: Language }) {
  const inquiry = useSellerInquiry(language, id);
  return (
    <section className={styles.thread} aria-labelledby="seller-inquiry">
      <Link className={styles.back} to={sellerInquiriesUrl(language)}>
        <FormattedMessage id="seller.inquiries.back" />
      </Link>
      <QueryStates query={inquiry}>{(data) => <ThreadBody inquiry={data} language={language} />}</QueryStates>
    </section>
  );
}

function ThreadBody({ inquiry, language }: { inquiry: SellerInquiry; language: Language }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (text.trim() === '') {
      setRefusal(intl.formatMessage({ id: 'seller.inquiries.replyEmpty' }));
      return;
    }
    setSending(true);
    setRefusal(undefined);
    try {
      const updated = await sendReply(inquiry.id, text);
      client.setQueryData(sellerInquiryKeys.one(language, inquiry.id), updated);
      setText('');
      showToast(intl.formatMessage({ id: 'seller.inquiries.replied' }));
      await client.invalidateQueries({ queryKey: sellerInquiryKeys.all(), predicate: (query) => query.queryKey.at(-2) !== inquiry.id });
    } catch (failure) {
      setRefusal((failure instanceof RequestFailure && failure.errorMessage) || intl.formatMessage({ id: 'request.error' }));
    } finally {
      setSending(false);
    }
  };
  const { buyer } = inquiry;
  return (
    <>
      <h2 id="seller-inquiry" className={styles.heading}>
        <FormattedMessage id="seller.inquiries.from" values={{ buyer: buyer.name }} /> <StateBadge state={inquiry.state} />
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="seller.inquiries.company" />
          </dt>
          <dd>{buyer.company ?? '—'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="seller.inquiries.country" />
          </dt>
          <dd>{buyer.countryOrRegion ? countryName(buyer.countryOrRegion, language) : '—'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="seller.inquiries.buyerType" />
          </dt>
          <dd>{buyer.buyerType ? intl.formatMessage({ id: `user-centre.businessType.${buyer.buyerType}` }) : '—'}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="seller.inquiries.product" />
          </dt>
          <dd>{inquiry.product?.title ?? intl.formatMessage({ id: 'seller.inquiries.general' })}</dd>
        </div>
      </dl>
      <ol className={styles.messages} aria-label={intl.formatMessage({ id: 'seller.inquiries.thread' })}>
        <li className={styles.fromBuyer}>
          <span className={styles.who}>
            {buyer.name} · {formatDateTime(inquiry.createdAt, language)}
          </span>
          <p>{inquiry.content}</p>
        </li>
        {inquiry.replies.map((reply, index) => (
          <li key={index} className={reply.fromBuyer ? styles.fromBuyer : styles.fromSeller}>
            <span className={styles.who}>
              {reply.fromBuyer ? buyer.name : (reply.by ?? intl.formatMessage({ id: 'seller.inquiries.formerColleague' }))} ·{' '}
              {formatDateTime(reply.createdAt, language)}
            </span>
            <p>{reply.content}</p>
          </li>
        ))}
      </ol>
      <div className={styles.replyBox}>
        <label htmlFor="seller-reply">
          <FormattedMessage id="seller.inquiries.reply" />
        </label>
        <textarea
          id="seller-reply"
          rows={4}
          maxLength={REPLY_MAX}
          value={text}
          aria-describedby="seller-reply-count"
          onChange={(event) => setText(event.target.value)}
        />
        <span id="seller-reply-count" className={styles.count}>
          {[...text].length} / {REPLY_MAX}
        </span>
        {refusal && (
          <p className={styles.refusal} role="alert">
            {refusal}
          </p>
        )}
        <button type="button" className={styles.send} disabled={sending} onClick={() => void send()}>
          <FormattedMessage id={sending ? 'seller.inquiries.sending' : 'seller.inquiries.send'} />
        </button>
      </div>
    </>
  );
}
