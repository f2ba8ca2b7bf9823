import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './CloseButton';
import { keepFocusInside, useFocusReturn } from './focus-trap';
import { useScrollLock } from './use-scroll-lock';
import styles from './BottomSheet.module.css';

interface Props {
  /** The sheet's heading, which names the dialog. */
  title: ReactNode;
  /** The mask, the close button and Escape all close the sheet. */
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal sheet that rises from the bottom of the screen, for a short form (an inquiry, a business card):
 * labelled by its title, focus on its first field and kept inside while it is open, back where it was after.
 * The page does not scroll behind it (spec §4: scroll is locked while a popup is open).
 */
export function BottomSheet({ title, onClose, children }: Props) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useScrollLock(true);
  useFocusReturn();

  useEffect(() => {
    const sheet = box.current;
    const first = sheet?.querySelector<HTMLElement>('textarea, input, select') ?? sheet;
    first?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div className={styles.mask} data-testid="sheet-mask" onClick={onClose}>
      <div
        ref={box}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => keepFocusInside(event, box.current)}
      >
        <div className={styles.header}>
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
          <CloseButton onClick={onClose} />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
