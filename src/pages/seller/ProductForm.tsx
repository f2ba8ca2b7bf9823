import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { saveSellerProduct, sellerProductKeys, type SellerProductDocument } from '../../platform/seller/seller-products';
import { productPageUrl } from '../../platform/shop-pages';
import { showToast } from '../../platform/toast';
import { ProductPictures } from './ProductPictures';
import { fieldErrorsOf } from './SellerArea';
import { sellerProductsUrl } from './product-urls';
import styles from './SellerInquiriesPage.module.css';
import own from './SellerProductsPage.module.css';

const KEYS = ['ZH_CN', 'EN_US'] as const;
type Key = (typeof KEYS)[number];
type SalesInfo = SellerProductDocument['salesInfo'];
const TEXT_FIELDS = ['brand', 'material', 'placeOfOrigin', 'specification', 'supplyType', 'manufacturer', 'shippingAddress'] as const;
const KEYWORD_SEPARATORS = /[,，、;；\n]/;

const blank = () => ({ EN_US: '', ZH_CN: '' });

/** A new product: nothing written yet, on show once saved. */
export function emptyProduct(): SellerProductDocument {
  const salesInfo = Object.fromEntries(TEXT_FIELDS.map((field) => [field, blank()])) as Pick<SalesInfo, (typeof TEXT_FIELDS)[number]>;
  return {
    title: blank(),
    keywords: { EN_US: [], ZH_CN: [] },
    salesInfo: { ...salesInfo, model: '', minimumOrderQuantity: null },
    pictures: [],
    listed: true,
  };
}

/** Keywords as typed (separated by commas or lines): trimmed, the empty ones left out, each once (case aside). */
export function keywordsOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(KEYWORD_SEPARATORS)
    .map((keyword) => keyword.trim())
    .filter((keyword) => {
      const folded = keyword.toLowerCase();
      if (keyword === '' || seen.has(folded)) return false;
      seen.add(folded);
      return true;
    });
}

interface Props {
  language: Language;
  /** The product changed; a new one when undefined. */
  id?: string;
  /** The shop whose page shows it ('' when the company has none). */
  shopCode?: string;
  initial: SellerProductDocument;
}

/** The product's editor: each text in both languages, side by side; refusals under the field they concern. */
export function ProductForm({ language, id, shopCode = '', initial }: Props) {
  const intl = useIntl();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [document, setDocument] = useState(initial);
  const [keywordText, setKeywordText] = useState({ EN_US: initial.keywords.EN_US.join(', '), ZH_CN: initial.keywords.ZH_CN.join('，') });
  const [errors, setErrors] = useState<Array<{ pointer: string; message: string }>>([]);
  const [saving, setSaving] = useState(false);
  const errorAt = (pointer: string) =>
    errors
      .filter((error) => error.pointer === pointer || (pointer !== '' && error.pointer.startsWith(`${pointer}/`)))
      .map((error) => (
        <span key={`${error.pointer} ${error.message}`} className={styles.refusal} role="alert">
          {error.message}
        </span>
      ));
  const setText = (field: (typeof TEXT_FIELDS)[number], key: Key, value: string) =>
    setDocument({ ...document, salesInfo: { ...document.salesInfo, [field]: { ...document.salesInfo[field], [key]: value } } });

  const save = async () => {
    setSaving(true);
    setErrors([]);
    const written = { ...document, keywords: { EN_US: keywordsOf(keywordText.EN_US), ZH_CN: keywordsOf(keywordText.ZH_CN) } };
    try {
      const saved = await saveSellerProduct(id, written);
      client.setQueryData(sellerProductKeys.product(saved.id), saved);
      await client.invalidateQueries({ queryKey: sellerProductKeys.all(), predicate: (query) => query.queryKey.includes('list') });
      showToast(intl.formatMessage({ id: saved.document.listed ? 'seller.products.savedShown' : 'seller.products.savedHidden' }));
      if (id === undefined) void navigate(sellerProductsUrl(language, saved.id), { replace: true });
    } catch (failure) {
      setErrors(fieldErrorsOf(failure, intl.formatMessage({ id: 'request.error' })));
    } finally {
      setSaving(false);
    }
  };

  const twoLanguages = (
    label: (key: Key) => ReactNode,
    value: (key: Key) => string,
    onChange: (key: Key, value: string) => void,
    max: number,
    pointer: string,
    required = false,
  ) =>
    KEYS.map((key) => (
      <label key={key} className={styles.formField}>
        {label(key)}
        <input maxLength={max} required={required} value={value(key)} onChange={(event) => onChange(key, event.target.value)} />
        {errorAt(`${pointer}/${key}`)}
      </label>
    ));

  return (
    <section className={styles.inbox} aria-labelledby="seller-product">
      <Link className={styles.back} to={sellerProductsUrl(language)}>
        <FormattedMessage id="seller.products.back" />
      </Link>
      <h2 id="seller-product" className={styles.heading}>
        <FormattedMessage id={id ? 'seller.products.edit' : 'seller.products.new'} />
      </h2>
      {id && shopCode && initial.listed && (
        <Link className={styles.back} to={productPageUrl(language, shopCode, id)}>
          <FormattedMessage id="seller.products.view" />
        </Link>
      )}
      <form
        className={styles.replyBox}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {twoLanguages(
          (key) => (
            <FormattedMessage id={`seller.products.title.${key}`} />
          ),
          (key) => document.title[key],
          (key, value) => setDocument({ ...document, title: { ...document.title, [key]: value } }),
          200,
          '/title',
          true,
        )}
        {KEYS.map((key) => (
          <label key={key} className={styles.formField}>
            <FormattedMessage id={`seller.products.keywords.${key}`} />
            <textarea rows={2} maxLength={2400} value={keywordText[key]} onChange={(event) => setKeywordText({ ...keywordText, [key]: event.target.value })} />
            <span className={styles.count}>
              <FormattedMessage id="seller.products.keywordCount" values={{ count: keywordsOf(keywordText[key]).length, max: 20 }} />
            </span>
            {errorAt(`/keywords/${key}`)}
          </label>
        ))}
        <ProductPictures
          pictures={document.pictures}
          onChange={(update) => setDocument((current) => ({ ...current, pictures: update(current.pictures) }))}
          errorAt={errorAt}
        />
        <fieldset className={own.salesInfo}>
          <legend>
            <FormattedMessage id="product-page.salesInfo" />
          </legend>
          {TEXT_FIELDS.map((field) =>
            twoLanguages(
              (key) => <FormattedMessage id={`seller.products.fieldIn.${key}`} values={{ field: intl.formatMessage({ id: `catalog.salesInfo.${field}` }) }} />,
              (key) => document.salesInfo[field][key],
              (key, value) => setText(field, key, value),
              100,
              `/salesInfo/${field}`,
            ),
          )}
          <label className={styles.formField}>
            <FormattedMessage id="catalog.salesInfo.model" />
            <input
              maxLength={100}
              value={document.salesInfo.model}
              onChange={(event) => setDocument({ ...document, salesInfo: { ...document.salesInfo, model: event.target.value } })}
            />
            {errorAt('/salesInfo/model')}
          </label>
          <label className={styles.formField}>
            <FormattedMessage id="catalog.salesInfo.minimumOrderQuantity" />
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={1_000_000_000}
              step={1}
              value={document.salesInfo.minimumOrderQuantity ?? ''}
              onChange={(event) => {
                const value = event.target.value === '' ? null : Number(event.target.value);
                setDocument({ ...document, salesInfo: { ...document.salesInfo, minimumOrderQuantity: value } });
              }}
            />
            {errorAt('/salesInfo/minimumOrderQuantity')}
          </label>
        </fieldset>
        <label className={own.listed}>
          <input type="checkbox" checked={document.listed} onChange={(event) => setDocument({ ...document, listed: event.target.checked })} />
          <FormattedMessage id="seller.products.listed" />
        </label>
        {errorAt('')}
        <button type="submit" className={styles.send} disabled={saving}>
          <FormattedMessage id="seller.lives.save" />
        </button>
      </form>
    </section>
  );
}
