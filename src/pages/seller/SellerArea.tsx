import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import { workbenchUrl } from '../../platform/account-links';
import { RequestFailure } from '../../platform/request-failure';
import { useSession, useSessionPending } from '../../platform/session';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { AccessNotice } from '../usercenter/AccessNotice';
import { CompanySwitch, useActingCompany } from './CompanySwitch';
import styles from './SellerInquiriesPage.module.css';

interface SellerAreaProps {
  language: Language;
  title: MessageId;
  /** Said to anyone but a seller, with the way to their own workbench (a visitor, to log in). */
  notSeller: MessageId;
  /** The page, rendered only for a signed-in seller. */
  children(): ReactNode;
}

/** A page of the exhibitor's own area (/m/seller/…, issue 28): its title bar, and its content for sellers and groups only. */
export function SellerArea({ language, title, notSeller, children }: SellerAreaProps) {
  const session = useSession();
  const sessionPending = useSessionPending();
  const texts = { elsewhere: notSeller, openOwn: 'user-centre.workbench.openMine', none: notSeller } as const;
  let body;
  if (sessionPending) body = <ListLoading />;
  else if (session.status !== 'authenticated') body = <AccessNotice access={{ kind: 'visitor' }} language={language} texts={texts} />;
  else if (session.userType !== 'SELLER' && session.userType !== 'GROUP')
    body = <AccessNotice access={{ kind: 'none', workbench: workbenchUrl(session.userType, language) }} language={language} texts={texts} />;
  else body = <ActingFor accountId={session.id} isGroup={session.userType === 'GROUP'} render={children} />;
  return (
    <CatalogPageLayout language={language} title={title}>
      {body}
    </CatalogPageLayout>
  );
}

/** The page for the company the account acts for; a group chooses it above the page, which is read again for it. */
function ActingFor({ accountId, isGroup, render }: { accountId: string; isGroup: boolean; render(): ReactNode }) {
  const [company, choose] = useActingCompany(accountId, isGroup);
  return (
    <>
      {isGroup && <CompanySwitch company={company} onChoose={choose} />}
      <Fragment key={company ?? 'own'}>{render()}</Fragment>
    </>
  );
}

/** A query's failure (with a reload), its loading, or its data rendered. */
export function QueryStates<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  if (query.isError) return <LoadFailed onReload={() => void query.refetch()} />;
  if (query.data === undefined) return <ListLoading />;
  return children(query.data);
}

/** Previous and next over `pages` pages (page from 0); nothing when there is one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pages} aria-label={intl.formatMessage({ id: 'seller.inquiries.pages' })}>
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="seller.inquiries.previous" />
      </button>
      <span>
        <FormattedMessage id="seller.inquiries.pageOf" values={{ page: page + 1, pages }} />
      </span>
      <button type="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="seller.inquiries.next" />
      </button>
    </nav>
  );
}

/** A refusal's errors, each with the JSON pointer of the field it concerns ('' for none), its text without that pointer. */
export function fieldErrorsOf(failure: unknown, fallback: string): Array<{ pointer: string; message: string }> {
  if (!(failure instanceof RequestFailure) || failure.errorList.length === 0) return [{ pointer: '', message: fallback }];
  return failure.errorList.map(({ pointer = '', errorMessage }) => ({
    pointer,
    // Shown under its field: the pointer the message starts with says nothing more there.
    message: pointer !== '' && errorMessage.startsWith(`${pointer} `) ? errorMessage.slice(pointer.length + 1) : errorMessage,
  }));
}
