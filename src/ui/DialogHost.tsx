import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { CONFIRM_POPUP_WIDTH_PX, PURCHASER_CONFIRM_WIDTH } from '../../common/constants';
import { getOpenDialog, subscribeDialogs, type OpenDialog } from '../platform/dialogs';
import { CloseButton } from './CloseButton';
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

/**
 * Focus goes back where it was when the dialog closes, so a keyboard user does not start over at the top.
 * A layout effect: it reads the focus before the dialog's own (passive) effect moves it to Confirm.
 */
function useFocusReturn(open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement;
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [open]);
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
  return (
    <div className={styles.mask} data-testid="dialog-mask" onClick={() => dialog.maskClosable && dialog.settle('dismiss')}>
      <div
        ref={box}
        className={styles.dialog}
        style={{ width: WIDTH[dialog.variant] }}
        data-variant={dialog.variant}
        role="dialog"
        aria-modal="true"
        aria-labelledby={dialog.title ? titleId : undefined}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => keepFocusInside(event, box.current)}
      >
        {dialog.closable && <CloseButton className={styles.close} onClick={() => dialog.settle('dismiss')} />}
        {dialog.title && (
          <h2 className={styles.title} id={titleId}>
            <FormattedMessage id={dialog.title} />
          </h2>
        )}
        <p className={styles.message}>
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

/** aria-modal: Tab and Shift+Tab go round the dialog's buttons instead of into the page behind the mask. */
function keepFocusInside(event: KeyboardEvent, box: HTMLElement | null): void {
  if (event.key !== 'Tab' || !box) return;
  const buttons = Array.from(box.querySelectorAll('button'));
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
