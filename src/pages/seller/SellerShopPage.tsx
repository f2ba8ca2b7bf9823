import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { RequestFailure } from '../../platform/request-failure';
import { saveSellerShop, sellerShopKeys, useSellerShop, type SellerShop, type SellerShopDocument } from '../../platform/seller/seller-shop';
import { shopPageUrl } from '../../platform/shop-pages';
import { showToast } from '../../platform/toast';
import { ListLoading } from '../../ui/ListStatus';
import { LoadFailed } from '../../ui/LoadFailed';
import { SellerArea } from './SellerArea';
import styles from './SellerInquiriesPage.module.css';

const KEYS = ['ZH_CN', 'EN_US'] as const;
const LIMITS = { introduction: 2000, mainProducts: 300 } as const;

/**
 * Issue 28: /m/seller/shop/index?lang= — what the company's shop says: its introduction and main products, both
 * languages side by side. Visitors see a change on the shop page at once; the exhibitor search matches the main
 * products at once.
 */
export function SellerShopPage({ language }: { language: Language }) {
  return (
    <SellerArea language={language} title="seller.shop.title" notSeller="seller.shop.notSeller">
      {() => <Shop language={language} />}
    </SellerArea>
  );
}

function Shop({ language }: { language: Language }) {
  const shop = useSellerShop();
  if (shop.isError) {
    const none = shop.error instanceof RequestFailure && shop.error.status === 404;
    return none ? (
      <p className={styles.empty}>
        <FormattedMessage id="seller.error.noShop" />
      </p>
    ) : (
      <LoadFailed onReload={() => void shop.refetch()} />
    );
  }
  if (!shop.data) return <ListLoading />;
  return <ShopForm key={JSON.stringify(shop.data.document)} shop={shop.data} language={language} />;
}

function ShopForm({ shop, language }: { shop: SellerShop; language: Language }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [document, setDocument] = useState<SellerShopDocument>(shop.document);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(document) !== JSON.stringify(shop.document);
  const save = async () => {
    setSaving(true);
    setRefusal(undefined);
    try {
      client.setQueryData(sellerShopKeys.shop(), await saveSellerShop(document));
      showToast(intl.formatMessage({ id: 'seller.shop.saved' }));
    } catch (failure) {
      setRefusal((failure instanceof RequestFailure && failure.errorMessage) || intl.formatMessage({ id: 'request.error' }));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className={styles.inbox} aria-labelledby="seller-shop">
      <h2 id="seller-shop" className={styles.heading}>
        {shop.name[language === 'zh-CN' ? 'ZH_CN' : 'EN_US'] || shop.shopCode}
      </h2>
      <Link className={styles.back} to={shopPageUrl(language, shop.shopCode)}>
        <FormattedMessage id="seller.shop.view" />
      </Link>
      <form
        className={styles.replyBox}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {(['introduction', 'mainProducts'] as const).map((field) =>
          KEYS.map((key) => (
            <label key={`${field}-${key}`} className={styles.formField}>
              <FormattedMessage id={`seller.shop.${field}.${key}`} />
              <textarea
                rows={field === 'introduction' ? 6 : 2}
                maxLength={LIMITS[field]}
                value={document[field][key]}
                onChange={(event) => setDocument({ ...document, [field]: { ...document[field], [key]: event.target.value } })}
              />
              <span className={styles.count}>
                {[...document[field][key]].length} / {LIMITS[field]}
              </span>
            </label>
          )),
        )}
        <p className={styles.meta}>
          <FormattedMessage id="seller.shop.hint" />
        </p>
        {refusal && (
          <p className={styles.refusal} role="alert">
            {refusal}
          </p>
        )}
        <button type="submit" className={styles.send} disabled={saving || !dirty}>
          <FormattedMessage id="seller.lives.save" />
        </button>
      </form>
    </section>
  );
}
