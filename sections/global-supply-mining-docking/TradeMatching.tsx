import { FormattedMessage } from 'react-intl';
import type { Language } from '../../src/platform/language';
import { PortalLink } from '../../src/ui/PortalLink';
import { matchingSiteLink } from './matching-site-link';
import styles from './TradeMatching.module.css';

interface Props {
  matchingSiteUrl: string;
  language: Language;
}

/** Spec §2: trade matching on the external matching site; PortalLink asks before leaving (spec §8). */
export function TradeMatching({ matchingSiteUrl, language }: Props) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>
        <FormattedMessage id="global-supply-mining-docking.tradeMatching" />
      </span>
      <PortalLink to={matchingSiteLink(matchingSiteUrl, 'SUPPLIER', language)} newTab className={styles.link}>
        <FormattedMessage id="global-supply-mining-docking.findSuppliers" />
      </PortalLink>
      <PortalLink to={matchingSiteLink(matchingSiteUrl, 'PURCHASE', language)} newTab className={styles.link}>
        <FormattedMessage id="global-supply-mining-docking.findBuyers" />
      </PortalLink>
    </div>
  );
}
