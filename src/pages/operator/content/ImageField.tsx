// The content form's picture (issue 27 items 2 and 3): its address, width and height, the picture itself, an upload
// into the media library (the server sniffs and measures it; the form takes the library's hashed address and the
// picture's size) and a choice from what the library holds.
import { useQueryClient } from '@tanstack/react-query';
import type { FieldProps } from '@rjsf/utils';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RequestFailure } from '../../../platform/request-failure';
import { isObject } from '../editor-document';
import { uploadMedia, type MediaFile } from '../operator-api';
import { operatorKeys, useMediaList } from '../operator-queries';
import styles from '../OperatorPage.module.css';
import { LoadFailed } from '../../../ui/LoadFailed';

/** What a file input offers; the server decides from the bytes. */
const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

type Upload = { state: 'idle' } | { state: 'uploading' } | { state: 'done'; name: string } | { state: 'failed'; message: string | undefined };

export function ImageField({ formData, onChange, fieldPathId, errorSchema, uiSchema, required, disabled, readonly, name }: FieldProps) {
  const intl = useIntl();
  const client = useQueryClient();
  const data: Record<string, unknown> = isObject(formData) ? formData : {};
  const id = fieldPathId.$id;
  const title = typeof uiSchema?.['ui:title'] === 'string' ? uiSchema['ui:title'] : name;
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [libraryOpen, setLibraryOpen] = useState(false);
  const library = useMediaList(libraryOpen);
  const statusId = useId();
  const set = (next: Record<string, unknown>) => onChange(next, fieldPathId.path);
  const take = (file: Pick<MediaFile, 'url' | 'width' | 'height'>) => set({ ...data, url: file.url, width: file.width, height: file.height });
  const errorsOf = (field: string) => {
    const node = errorSchema?.[field] as { __errors?: string[] } | undefined;
    return node?.__errors ?? [];
  };
  const numberInput = (field: 'width' | 'height') => (
    <label className="form-group">
      <span className="control-label">
        <FormattedMessage id={`operator.field.${field}`} />
      </span>
      <input
        id={`${id}_${field}`}
        className="form-control"
        type="number"
        min={1}
        step={1}
        disabled={disabled}
        readOnly={readonly}
        value={typeof data[field] === 'number' ? String(data[field]) : ''}
        onChange={(event) => set({ ...data, [field]: event.target.value === '' ? undefined : Number(event.target.value) })}
      />
      <Errors errors={errorsOf(field)} />
    </label>
  );

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ state: 'uploading' });
    try {
      const stored = await uploadMedia(file, file.name);
      take(stored);
      setUpload({ state: 'done', name: file.name });
      void client.invalidateQueries({ queryKey: operatorKeys.media() });
    } catch (failure) {
      setUpload({ state: 'failed', message: failure instanceof RequestFailure ? failure.errorMessage : undefined });
    }
  };

  const url = typeof data.url === 'string' ? data.url : '';
  return (
    <fieldset id={id} className={styles.imageField}>
      <legend>
        {title}
        {required && <span className="required">*</span>}
      </legend>
      {/^\/(?!\/)/.test(url) && (
        <img
          className={styles.imagePreview}
          src={url}
          alt={intl.formatMessage({ id: 'operator.imagePreview' })}
          width={typeof data.width === 'number' ? data.width : undefined}
          height={typeof data.height === 'number' ? data.height : undefined}
        />
      )}
      <label className="form-group">
        <span className="control-label">
          <FormattedMessage id="operator.field.url" />
          <span className="required">*</span>
        </span>
        <input
          id={`${id}_url`}
          className="form-control"
          type="text"
          disabled={disabled}
          readOnly={readonly}
          value={url}
          onChange={(event) => set({ ...data, url: event.target.value === '' ? undefined : event.target.value })}
        />
        <Errors errors={errorsOf('url')} />
      </label>
      <div className={styles.imageSize}>
        {numberInput('width')}
        {numberInput('height')}
      </div>
      <Errors errors={(errorSchema?.__errors as string[] | undefined) ?? []} />
      <div className={styles.imageActions}>
        <label className={styles.uploadButton}>
          <FormattedMessage id="operator.image.upload" />
          <input
            type="file"
            accept={ACCEPTED}
            disabled={disabled || readonly || upload.state === 'uploading'}
            aria-describedby={statusId}
            onChange={(event) => {
              void chooseFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <span id={statusId} role={upload.state === 'failed' ? 'alert' : 'status'} className={styles.hint}>
          {upload.state === 'uploading' && <FormattedMessage id="operator.image.uploading" />}
          {upload.state === 'done' && <FormattedMessage id="operator.image.uploaded" values={{ name: upload.name }} />}
          {upload.state === 'failed' && (upload.message ?? <FormattedMessage id="request.error" />)}
        </span>
      </div>
      <details className={styles.library} onToggle={(event) => setLibraryOpen(event.currentTarget.open)}>
        <summary>
          <FormattedMessage id="operator.image.library" />
        </summary>
        {library.isError && <LoadFailed onReload={() => void library.refetch()} />}
        {library.data?.files.length === 0 && (
          <p className={styles.hint}>
            <FormattedMessage id="operator.image.libraryEmpty" />
          </p>
        )}
        {library.data && library.data.files.length > 0 && (
          <ul className={styles.libraryList}>
            {library.data.files.map((file) => (
              <li key={file.hash}>
                <button type="button" className={styles.libraryItem} onClick={() => take(file)} disabled={disabled || readonly}>
                  <img src={file.url} alt="" width={file.width} height={file.height} loading="lazy" />
                  <span>
                    <FormattedMessage
                      id="operator.image.pick"
                      values={{ name: file.originalName || file.hash.slice(0, 8), width: file.width, height: file.height }}
                    />
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </details>
    </fieldset>
  );
}

function Errors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="error-detail">
      {errors.map((error) => (
        <li key={error} className="text-danger">
          {error}
        </li>
      ))}
    </ul>
  );
}
