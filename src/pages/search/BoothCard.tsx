import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { BoothCard as Booth } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { shopPageUrl } from '../../platform/shop-pages';
import styles from './BoothCard.module.css';

/** A booth found by its number: the number large with its hall, and the exhibitor there, linking to its shop. */
export function BoothCard({ booth, language }: { booth: Booth; language: Language }) {
  return (
    <Link className={styles.card} to={shopPageUrl(language, booth.shopCode)}>
      <div className={styles.where}>
        <h2 className={styles.code}>{booth.code}</h2>
        <span className={styles.hall}>
          <FormattedMessage id="catalog.hall" values={{ hall: booth.hall }} />
        </span>
      </div>
      <div className={styles.text}>
        <p className={styles.exhibitor}>{booth.exhibitorName}</p>
        <p className={styles.area}>
          <FormattedMessage id="booth.area" values={{ area: booth.area }} />
        </p>
        {booth.mainProducts && <p className={styles.mainProducts}>{booth.mainProducts}</p>}
      </div>
    </Link>
  );
}
