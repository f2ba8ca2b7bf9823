import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RequestFailure } from '../../platform/request-failure';
import { sellerProductKeys, uploadProductPicture, useSellerPictures } from '../../platform/seller/seller-products';
import { CatalogPicture } from '../search/CatalogPicture';
import styles from './SellerInquiriesPage.module.css';
import own from './SellerProductsPage.module.css';

/** As many as the server takes (MAX_PRODUCT_PICTURES). */
const MAX_PICTURES = 6;

interface Props {
  pictures: string[];
  /** Given how to change the pictures as they are then: an upload ends after other edits may have been made. */
  onChange(update: (pictures: string[]) => string[]): void;
  errorAt(pointer: string): ReactNode;
}

/** The product's pictures in order (the first is the one cards show): upload one, pick one uploaded before, reorder, remove. */
export function ProductPictures({ pictures, onChange, errorAt }: Props) {
  const intl = useIntl();
  const client = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const mine = useSellerPictures(picking);
  const full = pictures.length >= MAX_PICTURES;
  const upload = async (file: File) => {
    setUploading(true);
    setRefusal(undefined);
    try {
      const stored = await uploadProductPicture(file, file.name);
      onChange((current) => (current.includes(stored.url) ? current : [...current, stored.url]));
      await client.invalidateQueries({ queryKey: sellerProductKeys.pictures() });
    } catch (failure) {
      setRefusal((failure instanceof RequestFailure && failure.errorMessage) || intl.formatMessage({ id: 'request.error' }));
    } finally {
      setUploading(false);
    }
  };
  const choices = (mine.data?.files ?? []).filter((file) => !pictures.includes(file.url));
  return (
    <fieldset className={own.salesInfo}>
      <legend>
        <FormattedMessage id="seller.products.pictures" values={{ count: pictures.length, max: MAX_PICTURES }} />
      </legend>
      {pictures.length > 0 && (
        <ol className={own.pictures}>
          {pictures.map((url, index) => (
            <li key={url} className={own.picture}>
              <CatalogPicture url={url} className={own.thumb} alt={intl.formatMessage({ id: 'seller.products.pictureN' }, { n: index + 1 })} />
              {index > 0 && (
                <button type="button" className={styles.linkButton} onClick={() => onChange((current) => [url, ...current.filter((other) => other !== url)])}>
                  <FormattedMessage id="seller.products.makeFirst" />
                </button>
              )}
              <button type="button" className={styles.linkButton} onClick={() => onChange((current) => current.filter((other) => other !== url))}>
                <FormattedMessage id="seller.products.removePicture" values={{ n: index + 1 }} />
              </button>
              {errorAt(`/pictures/${index}`)}
            </li>
          ))}
        </ol>
      )}
      {errorAt('/pictures')}
      {!full && (
        <div className={own.pictureActions}>
          <label className={`${styles.send} ${own.upload}`} aria-disabled={uploading}>
            <FormattedMessage id={uploading ? 'seller.products.uploading' : 'seller.products.upload'} />
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className={own.fileInput}
              disabled={uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </label>
          <button type="button" className={styles.linkButton} aria-expanded={picking} onClick={() => setPicking(!picking)}>
            <FormattedMessage id="seller.products.pickMine" />
          </button>
        </div>
      )}
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      {picking && !full && mine.data && (
        <ul className={own.pictures} aria-label={intl.formatMessage({ id: 'seller.products.pickMine' })}>
          {choices.length === 0 ? (
            <li className={styles.meta}>
              <FormattedMessage id="seller.products.noOtherPictures" />
            </li>
          ) : (
            choices.map((file) => (
              <li key={file.hash} className={own.picture}>
                <button
                  type="button"
                  className={own.pick}
                  onClick={() => onChange((current) => (current.includes(file.url) ? current : [...current, file.url]))}
                >
                  <CatalogPicture
                    url={file.url}
                    className={own.thumb}
                    alt={intl.formatMessage({ id: 'seller.products.add' }, { name: file.originalName || file.hash.slice(0, 8) })}
                  />
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </fieldset>
  );
}
