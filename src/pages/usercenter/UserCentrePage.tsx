import { useParams } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { useSession, useSessionPending } from '../../platform/session';
import { ListLoading } from '../../ui/ListStatus';
import { CatalogPageLayout } from '../search/CatalogPageLayout';
import { AccessNotice, type AccessTexts } from './AccessNotice';
import { BuyerCentre } from './BuyerCentre';
import { personalCentreAccess } from './centre-access';
import { SellerCentre } from './SellerCentre';

const TEXTS: AccessTexts = {
  elsewhere: 'user-centre.elsewhere',
  openOwn: 'user-centre.openMine',
};

/**
 * Spec §2: /m/{subsite}/usercenter/index, the personal centre — member for BUYER and MEMBER, seller for SELLER.
 * A visitor gets the login notice, anyone on another subsite the way to theirs, groups and employees (who
 * have none) the way to their workbench.
 */
export function UserCentrePage({ language }: { language: Language }) {
  const session = useSession();
  const sessionPending = useSessionPending();
  const { subsite } = useParams();
  const access = personalCentreAccess(session, subsite, language);
  return (
    <CatalogPageLayout language={language} title="header.personalCentre">
      {sessionPending ? (
        <ListLoading />
      ) : access.kind !== 'own' ? (
        <AccessNotice access={access} language={language} texts={TEXTS} />
      ) : access.role === 'BUYER' ? (
        <BuyerCentre session={access.session} language={language} />
      ) : (
        <SellerCentre session={access.session} language={language} />
      )}
    </CatalogPageLayout>
  );
}
