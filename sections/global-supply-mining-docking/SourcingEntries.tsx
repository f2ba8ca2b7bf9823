import { FormattedMessage } from 'react-intl';
import type { SectionContext } from '../../src/engine/types';
import type { GlobalSupplyMiningDockingData } from '../../common/generated/types';
import type { MessageId } from '../../common/i18n/messages';
import { hasFlag } from '../../common/flags';
import { postSourcingRequest } from './sourcing-request';
import { PortalLink } from '../../src/ui/PortalLink';
import { rfqCreateUrlIn } from './rfq-create-url';
import styles from './SourcingEntries.module.css';

interface Props {
  data: Pick<GlobalSupplyMiningDockingData, 'rfqCreateUrl' | 'exhibitorEntryLink'>;
  context: Pick<SectionContext, 'language' | 'session' | 'flagMask'>;
}

/** Spec §2: the buyer entry that posts a sourcing request, and the exhibitor entry link. */
export function SourcingEntries({ data, context }: Props) {
  // The role gate's prompts return to the current page (spec §2); the create page opens in the page's language.
  const onPostRequest = () =>
    void postSourcingRequest(context.session, {
      language: context.language,
      rfqCreateUrl: rfqCreateUrlIn(data.rfqCreateUrl, context.language, window.location.origin),
      registrationOpen: hasFlag(context.flagMask, 'buyerRegistration'),
    });
  return (
    <div className={styles.entries}>
      <button type="button" className={`${styles.entry} ${styles.buyer}`} onClick={onPostRequest}>
        <EntryText title="global-supply-mining-docking.postRequest" hint="global-supply-mining-docking.postRequestHint" />
      </button>
      <PortalLink to={data.exhibitorEntryLink} className={`${styles.entry} ${styles.exhibitor}`}>
        <EntryText title="global-supply-mining-docking.exhibitorEntry" hint="global-supply-mining-docking.exhibitorEntryHint" />
      </PortalLink>
    </div>
  );
}

function EntryText({ title, hint }: { title: MessageId; hint: MessageId }) {
  return (
    <>
      <span className={styles.title}>
        <FormattedMessage id={title} />
      </span>
      <span className={styles.hint}>
        <FormattedMessage id={hint} />
      </span>
      <span className={styles.arrow} aria-hidden>
        ›
      </span>
    </>
  );
}
