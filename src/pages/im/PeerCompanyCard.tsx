import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useShop } from '../../platform/catalog';
import type { Language } from '../../../common/language';
import { ExhibitorCard } from '../search/ExhibitorCard';
import styles from './PeerCompanyCard.module.css';

/** Spec §2 clue Y: the peer's company card above the conversation, linking to its shop. */
export function PeerCompanyCard({ shopCode, language }: { shopCode: string; language: Language }) {
  const intl = useIntl();
  const shop = useShop(shopCode, language);
  // The card is a help, not the chat: a shop that cannot load leaves its place empty, and the console says why.
  useEffect(() => {
    if (shop.error) console.warn(`[im] the company card of shop ${shopCode} could not be loaded:`, shop.error);
  }, [shop.error, shopCode]);
  if (shop.isError) return null;
  return (
    <section className={styles.card} aria-label={intl.formatMessage({ id: 'im-page.companyCard' })} aria-busy={shop.isPending}>
      {shop.data && <ExhibitorCard exhibitor={shop.data.exhibitor} language={language} />}
    </section>
  );
}
