import { useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { getOpenDialog, subscribeDialogs, type OpenDialog } from '../platform/dialogs';
import { useScrollLock } from './use-scroll-lock';
import styles from './DialogHost.module.css';

/** Renders the open dialog (spec §4 confirm dialog; §9 width 290 px, mask-close by default). */
export function DialogHost() {
  const dialog = useSyncExternalStore(subscribeDialogs, getOpenDialog, getOpenDialog);
  useScrollLock(dialog !== undefined);
  return dialog ? <Dialog dialog={dialog} /> : null;
}

function Dialog({ dialog }: { dialog: OpenDialog }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dialog.settle('dismiss');
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog]);
  const titleId = `dialog-title-${dialog.id}`;
  return (
    <div className={styles.mask} onClick={() => dialog.maskClosable && dialog.settle('dismiss')}>
      <div
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={dialog.title ? titleId : undefined}
        onClick={(event) => event.stopPropagation()}
      >
        {dialog.title && (
          <h2 className={styles.title} id={titleId}>
            <FormattedMessage id={dialog.title} />
          </h2>
        )}
        <p className={styles.message}>{'text' in dialog.message ? dialog.message.text : <FormattedMessage id={dialog.message.id} values={dialog.message.values} />}</p>
        <div className={styles.actions}>
          {dialog.cancelLabel && (
            <button type="button" className={styles.cancel} onClick={() => dialog.settle('cancel')}>
              <FormattedMessage id={dialog.cancelLabel} />
            </button>
          )}
          <button type="button" className={styles.confirm} onClick={() => dialog.settle('confirm')} autoFocus>
            <FormattedMessage id={dialog.confirmLabel ?? 'common.confirm'} />
          </button>
        </div>
      </div>
    </div>
  );
}
