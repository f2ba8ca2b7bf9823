import { useEffect, useRef, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { CONFIRM_POPUP_WIDTH_PX, PURCHASER_CONFIRM_WIDTH } from '../../common/constants';
import { getOpenDialog, subscribeDialogs, type OpenDialog } from '../platform/dialogs';
import { CloseButton } from './CloseButton';
import { keepFocusInside, useFocusReturn } from './focus-trap';
import { useScrollLock } from './use-scroll-lock';
import styles from './DialogHost.module.css';

/** Spec §9: 290 px wide, the mobile purchaser confirm 74.67%. */
const WIDTH = { standard: CONFIRM_POPUP_WIDTH_PX, purchaser: PURCHASER_CONFIRM_WIDTH } as const;

/** Renders the open dialog (spec §4 confirm dialog) and locks the page's scroll while it is open. */
export function DialogHost() {
  const dialog = useSyncExternalStore(subscribeDialogs, getOpenDialog, getOpenDialog);
  useScrollLock(dialog !== undefined);
  useFocusReturn(dialog !== undefined);
  return dialog ? <Dialog key={dialog.id} dialog={dialog} /> : null;
}

function Dialog({ dialog }: { dialog: OpenDialog }) {
  const box = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  // A dialog that may be closed without an answer (mask or close button) may also be closed with Escape.
  const dismissible = dialog.maskClosable || dialog.closable;

  useEffect(() => {
    if (!dismissible) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && dialog.settle('dismiss');
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, dismissible]);

  const titleId = `dialog-title-${dialog.id}`;
  const messageId = `dialog-message-${dialog.id}`;
  return (
    <div className={styles.mask} data-testid="dialog-mask" onClick={() => dialog.maskClosable && dialog.settle('dismiss')}>
      <div
        ref={box}
        className={styles.dialog}
        style={{ width: WIDTH[dialog.variant] }}
        data-variant={dialog.variant}
        role="dialog"
        aria-modal="true"
        // A dialog without a title is named by its message, so a screen reader says what it asks (WCAG 4.1.2).
        aria-labelledby={dialog.title ? titleId : messageId}
        aria-describedby={dialog.title ? messageId : undefined}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => keepFocusInside(event, box.current)}
      >
        {dialog.closable && <CloseButton className={styles.close} onClick={() => dialog.settle('dismiss')} />}
        {dialog.title && (
          <h2 className={styles.title} id={titleId}>
            <FormattedMessage id={dialog.title} />
          </h2>
        )}
        <p className={styles.message} id={messageId}>
          {'text' in dialog.message ? dialog.message.text : <FormattedMessage id={dialog.message.id} values={dialog.message.values} />}
        </p>
        <div className={styles.actions}>
          {dialog.cancelLabel && (
            <button type="button" className={styles.cancel} onClick={() => dialog.settle('cancel')}>
              <FormattedMessage id={dialog.cancelLabel} />
            </button>
          )}
          <button type="button" ref={confirm} className={styles.confirm} onClick={() => dialog.settle('confirm')}>
            <FormattedMessage id={dialog.confirmLabel ?? 'common.confirm'} />
          </button>
        </div>
      </div>
    </div>
  );
}
