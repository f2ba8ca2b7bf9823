import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ExhibitorCard as Exhibitor } from '../../../common/generated/types';
import type { Language } from '../../../common/language';
import { shopPageUrl } from '../../platform/shop-pages';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { ExhibitorBadges } from './ExhibitorBadges';
import { ExhibitorLogo } from './ExhibitorLogo';
import styles from './ExhibitorCard.module.css';

interface Props {
  exhibitor: Exhibitor;
  language: Language;
  /** On the exhibitor's own shop page the card is the page's subject, not a link to it. */
  linked?: boolean;
}

/** An exhibitor: logo, name, 'Area {area}' (spec §3) with its booths, main products and the badges it holds. */
export function ExhibitorCard({ exhibitor, language, linked = true }: Props) {
  const body: ReactNode = (
    <>
      <div className={styles.head}>
        <ExhibitorLogo url={exhibitor.logoUrl} name={exhibitor.name} className={styles.logo} />
        <div className={styles.text}>
          <h2 className={styles.name}>{exhibitor.name}</h2>
          <p className={styles.place}>
            <span className={styles.area}>
              <FormattedMessage id="booth.area" values={{ area: exhibitor.area }} />
            </span>
            {exhibitor.booths.length > 0 && (
              <span className={styles.booths}>
                <VisuallyHidden>
                  <FormattedMessage id="catalog.booths" />:{' '}
                </VisuallyHidden>
                {exhibitor.booths.join(' · ')}
              </span>
            )}
          </p>
        </div>
      </div>
      {exhibitor.mainProducts && (
        <p className={styles.mainProducts}>
          <span className={styles.label}>
            <FormattedMessage id="catalog.mainProducts" />
          </span>
          {exhibitor.mainProducts}
        </p>
      )}
      <ExhibitorBadges badges={exhibitor.badges} />
    </>
  );
  return linked ? (
    <Link className={styles.card} to={shopPageUrl(language, exhibitor.shopCode)}>
      {body}
    </Link>
  ) : (
    <div className={styles.card}>{body}</div>
  );
}
