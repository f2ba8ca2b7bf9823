import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { RFQ_HASHES } from '../../platform/sourcing-requests/rfq-page-url';
import { SourcingRequestForm } from './SourcingRequestForm';
import styles from './SourcingRequestPage.module.css';

/** #/rfq-list/create: the form, and the way to the buyer's list, which it opens once the request is posted. */
export function SourcingRequestCreate({ language, userId }: { language: Language; userId: string }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const list = { search, hash: RFQ_HASHES.list };
  return (
    <section className={styles.view} aria-labelledby="sourcing-create-heading">
      <div className={styles.head}>
        <h2 id="sourcing-create-heading" className={styles.heading}>
          <FormattedMessage id="sourcing.create.heading" />
        </h2>
        <Link className={styles.headLink} to={list}>
          <FormattedMessage id="sourcing.create.myRequests" />
        </Link>
      </div>
      <p className={styles.intro}>
        <FormattedMessage id="sourcing.create.intro" />
      </p>
      <SourcingRequestForm language={language} userId={userId} onPosted={() => navigate(list)} />
    </section>
  );
}
