import { FormattedMessage } from 'react-intl';
import type { DialogRequest } from '../../src/platform/dialogs';
import type { Language } from '../../common/language';
import { PortalLink } from '../../src/ui/PortalLink';
import { matchingSiteLink } from './matching-site-link';
import styles from './TradeMatching.module.css';

interface Props {
  matchingSiteUrl: string;
  language: Language;
  /** The GLOBALPURCHASE switch's notice while global purchase is closed. */
  closedNotice: DialogRequest['message'] | undefined;
}

/** Spec §2: trade matching on the external matching site; PortalLink asks before leaving (spec §8). */
export function TradeMatching({ matchingSiteUrl, language, closedNotice }: Props) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>
        <FormattedMessage id="global-supply-mining-docking.tradeMatching" />
      </span>
      <PortalLink to={matchingSiteLink(matchingSiteUrl, 'SUPPLIER', language)} newTab className={styles.link} closedNotice={closedNotice}>
        <FormattedMessage id="global-supply-mining-docking.findSuppliers" />
      </PortalLink>
      <PortalLink to={matchingSiteLink(matchingSiteUrl, 'PURCHASE', language)} newTab className={styles.link} closedNotice={closedNotice}>
        <FormattedMessage id="global-supply-mining-docking.findBuyers" />
      </PortalLink>
    </div>
  );
}
