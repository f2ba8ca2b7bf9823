import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { translated, type Language } from '../../../common/language';
import { formatDateTime, nowAsWallTime, wallTimeInputValue, wallTimeOfInput } from '../../../common/wall-time';
import { saveSellerLive, sellerLiveKeys, useLiveBookings, useSellerLives, type SellerLive, type SellerLiveDocument } from '../../platform/seller/seller-lives';
import { showToast } from '../../platform/toast';
import { countryName } from '../usercenter/company-labels';
import { fieldErrorsOf, QueryStates, SellerArea } from './SellerArea';
import styles from './SellerInquiriesPage.module.css';

const LANGUAGES_OF_TITLE = ['ZH_CN', 'EN_US'] as const;

/** A new live: tomorrow at 10:00 for an hour, the fair's demo stream and cover until the seller gives theirs. */
function newLive(now: string): SellerLiveDocument {
  const day = new Date(`${now.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  const date = day.toISOString().slice(0, 10);
  return {
    title: { EN_US: '', ZH_CN: '' },
    startsAt: `${date} 10:00:00`,
    endsAt: `${date} 11:00:00`,
    streamUrl: '/media/lives/exhibition-stream.mp4',
    coverUrl: '/media/lives/power-tools-launch.svg',
  };
}

/**
 * Issue 28: /m/seller/lives/index?lang= — the company's live sessions: each with its state and bookings (who booked,
 * when asked), a form to create or change one (title in both languages, UTC+8 start and end, stream and cover), and
 * the reminder those who booked get when it goes live.
 */
export function SellerLivesPage({ language }: { language: Language }) {
  return (
    <SellerArea language={language} title="seller.lives.title" notSeller="seller.lives.notSeller">
      {() => <Lives language={language} />}
    </SellerArea>
  );
}

function Lives({ language }: { language: Language }) {
  const lives = useSellerLives();
  const [editing, setEditing] = useState<{ id: string | undefined; document: SellerLiveDocument } | undefined>();
  const [bookingsOf, setBookingsOf] = useState<string | undefined>();
  return (
    <section className={styles.inbox} aria-labelledby="seller-lives">
      <h2 id="seller-lives" className={styles.heading}>
        <FormattedMessage id="seller.lives.heading" />
      </h2>
      <p className={styles.meta}>
        <FormattedMessage id="seller.lives.hint" />
      </p>
      {editing ? (
        <LiveForm key={editing.id ?? 'new'} id={editing.id} initial={editing.document} onDone={() => setEditing(undefined)} />
      ) : (
        <button type="button" className={styles.send} onClick={() => setEditing({ id: undefined, document: newLive(nowAsWallTime()) })}>
          <FormattedMessage id="seller.lives.new" />
        </button>
      )}
      <QueryStates query={lives}>
        {(data) =>
          data.lives.length === 0 ? (
            <p className={styles.empty}>
              <FormattedMessage id="seller.lives.empty" />
            </p>
          ) : (
            <ul className={styles.list}>
              {data.lives.map((live) => (
                <li key={live.id} className={styles.item}>
                  <LiveItem
                    live={live}
                    language={language}
                    showingBookings={bookingsOf === live.id}
                    onEdit={() => setEditing({ id: live.id, document: live.document })}
                    onBookings={() => setBookingsOf(bookingsOf === live.id ? undefined : live.id)}
                  />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStates>
    </section>
  );
}

interface ItemProps {
  live: SellerLive;
  language: Language;
  showingBookings: boolean;
  onEdit(): void;
  onBookings(): void;
}

function LiveItem({ live, language, showingBookings, onEdit, onBookings }: ItemProps) {
  const intl = useIntl();
  const title = translated(live.document.title, language) ?? '';
  return (
    <div className={styles.itemLink}>
      <span className={styles.itemTop}>
        <span className={styles.buyer}>{title}</span>
        <span className={live.state === 'LIVE' ? `${styles.badge} ${styles.newBadge}` : styles.badge}>
          <FormattedMessage id={`seller.lives.state.${live.state}`} />
        </span>
      </span>
      <span className={styles.meta}>
        {formatDateTime(live.document.startsAt, language)} – {formatDateTime(live.document.endsAt, language)} (UTC+8)
      </span>
      <span className={styles.filters}>
        <button type="button" className={styles.linkButton} aria-expanded={showingBookings} onClick={onBookings}>
          <FormattedMessage id="seller.lives.bookings" values={{ count: live.bookings }} />
        </button>
        {live.state !== 'ENDED' && (
          <button type="button" className={styles.linkButton} aria-label={intl.formatMessage({ id: 'seller.lives.editOf' }, { title })} onClick={onEdit}>
            <FormattedMessage id="seller.lives.edit" />
          </button>
        )}
      </span>
      {showingBookings && <Bookings id={live.id} language={language} />}
    </div>
  );
}

function Bookings({ id, language }: { id: string; language: Language }) {
  const bookings = useLiveBookings(id);
  return (
    <QueryStates query={bookings}>
      {(data) =>
        data.bookings.length === 0 ? (
          <p className={styles.meta}>
            <FormattedMessage id="seller.lives.noBookings" />
          </p>
        ) : (
          <ul className={styles.messages}>
            {data.bookings.map((booking, index) => (
              <li key={index} className={styles.fromBuyer}>
                <span>
                  {booking.buyer.name}
                  {booking.buyer.company && ` · ${booking.buyer.company}`}
                  {booking.buyer.countryOrRegion && ` · ${countryName(booking.buyer.countryOrRegion, language)}`}
                </span>
                <span className={styles.who}>
                  {' '}
                  <FormattedMessage id="seller.lives.bookedAt" values={{ time: formatDateTime(booking.bookedAt, language) }} />
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </QueryStates>
  );
}

function LiveForm({ id, initial, onDone }: { id: string | undefined; initial: SellerLiveDocument; onDone(): void }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [document, setDocument] = useState(initial);
  const [errors, setErrors] = useState<Array<{ pointer: string; message: string }>>([]);
  const [saving, setSaving] = useState(false);
  const errorAt = (pointer: string) =>
    errors
      .filter((error) => error.pointer === pointer || error.pointer.startsWith(`${pointer}/`))
      .map((error) => (
        <span key={error.message} className={styles.refusal}>
          {error.message}
        </span>
      ));
  const save = async () => {
    setSaving(true);
    setErrors([]);
    try {
      await saveSellerLive(id, document);
      showToast(intl.formatMessage({ id: 'seller.lives.saved' }));
      await client.invalidateQueries({ queryKey: sellerLiveKeys.all() });
      onDone();
    } catch (failure) {
      setErrors(fieldErrorsOf(failure, intl.formatMessage({ id: 'request.error' })));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className={styles.replyBox}
      aria-label={intl.formatMessage({ id: id ? 'seller.lives.edit' : 'seller.lives.new' })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {LANGUAGES_OF_TITLE.map((key) => (
        <label key={key} className={styles.formField}>
          <FormattedMessage id={`seller.lives.title.${key}`} />
          <input
            value={document.title[key]}
            maxLength={100}
            onChange={(event) => setDocument({ ...document, title: { ...document.title, [key]: event.target.value } })}
          />
          {errorAt(`/title/${key}`)}
        </label>
      ))}
      <label className={styles.formField}>
        <FormattedMessage id="seller.lives.startsAt" />
        <input
          type="datetime-local"
          step={1}
          value={wallTimeInputValue(document.startsAt)}
          onChange={(event) => setDocument({ ...document, startsAt: wallTimeOfInput(event.target.value) ?? '' })}
        />
        {errorAt('/startsAt')}
      </label>
      <label className={styles.formField}>
        <FormattedMessage id="seller.lives.endsAt" />
        <input
          type="datetime-local"
          step={1}
          value={wallTimeInputValue(document.endsAt)}
          onChange={(event) => setDocument({ ...document, endsAt: wallTimeOfInput(event.target.value) ?? '' })}
        />
        {errorAt('/endsAt')}
      </label>
      <label className={styles.formField}>
        <FormattedMessage id="seller.lives.streamUrl" />
        <input value={document.streamUrl} maxLength={2048} onChange={(event) => setDocument({ ...document, streamUrl: event.target.value })} />
        {errorAt('/streamUrl')}
      </label>
      <label className={styles.formField}>
        <FormattedMessage id="seller.lives.coverUrl" />
        <input value={document.coverUrl} maxLength={2048} onChange={(event) => setDocument({ ...document, coverUrl: event.target.value })} />
        {errorAt('/coverUrl')}
      </label>
      {errors.some((error) => error.pointer === '') && (
        <p className={styles.refusal} role="alert">
          {errors.find((error) => error.pointer === '')?.message}
        </p>
      )}
      <span className={styles.filters}>
        <button type="submit" className={styles.send} disabled={saving}>
          <FormattedMessage id="seller.lives.save" />
        </button>
        <button type="button" className={styles.linkButton} onClick={onDone}>
          <FormattedMessage id="common.cancel" />
        </button>
      </span>
    </form>
  );
}
