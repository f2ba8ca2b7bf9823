import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../platform/session';
import { usePortalUser } from '../../platform/session/portal-user';
import { ListLoading } from '../../ui/ListStatus';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { useLanguage } from '../use-language';
import { ReportForm } from './ReportForm';
import { ReportReceived } from './ReportReceived';
import styles from './ReportForm.module.css';

/**
 * Spec §2 /report: report a problem with an exhibitor or a product. ?target= prefills the shop code or product
 * link (an exhibitor's page links here with it); a logged-in user's e-mail is prefilled.
 */
export function ReportPage() {
  const language = useLanguage();
  const [params] = useSearchParams();
  const session = useSession();
  const user = usePortalUser(session.status === 'authenticated' ? session.id : undefined);
  const [reference, setReference] = useState<string>();
  // A form per report: 'Report another problem' starts a fresh one.
  const [formKey, setFormKey] = useState(0);
  const waitingForUser = session.status === 'authenticated' && user.isPending;
  return (
    <CatalogPageLayout language={language} title="report-page.title">
      <main>
        {reference ? (
          <ReportReceived
            reference={reference}
            onAnother={() => {
              setReference(undefined);
              setFormKey((key) => key + 1);
            }}
          />
        ) : (
          <section className={styles.card}>
            <p className={styles.intro}>
              <FormattedMessage id="report-page.intro" />
            </p>
            {waitingForUser ? (
              <ListLoading />
            ) : (
              <ReportForm
                key={formKey}
                initial={{ type: 'IP_INFRINGEMENT', target: params.get('target') ?? '', description: '', email: user.data?.email ?? '' }}
                onReceived={(receipt) => setReference(receipt.reference)}
              />
            )}
          </section>
        )}
      </main>
    </CatalogPageLayout>
  );
}
