// The dialog store: what DialogHost shows. One dialog at a time; a new one replaces the open one.
// Spec §4: confirm emits confirm and closes, cancel emits cancel and closes, a mask click closes when allowed.
import { CONFIRM_POPUP_CLOSABLE_DEFAULT, CONFIRM_POPUP_MASK_CLOSE_DEFAULT } from '../../common/constants';
import type { MessageId } from '../../common/i18n/messages';
import { markLogoutInRegisterPage } from './register-page-logout';

/** 'dismiss': closed without an answer (mask, close button, Escape, or replaced by another dialog). */
export type DialogOutcome = 'confirm' | 'cancel' | 'dismiss';

/** Spec §9: the confirm popup is 290 px wide; the mobile purchaser confirm 74.67% of the screen. */
export type DialogVariant = 'standard' | 'purchaser';

export interface DialogRequest {
  title?: MessageId;
  /** A catalog message, or a text that came with the data (e.g. a switch's PopUpCopywriter). */
  message: { id: MessageId; values?: Record<string, string | number> } | { text: string };
  confirmLabel?: MessageId;
  /** Without a cancel label the dialog has the confirm button only. */
  cancelLabel?: MessageId;
  /** Spec §9: a mask click closes the dialog unless this is false. */
  maskClosable?: boolean;
  /** Spec §9: a close button in the corner; off unless this is true. */
  closable?: boolean;
  variant?: DialogVariant;
}

export interface OpenDialog extends DialogRequest {
  id: number;
  maskClosable: boolean;
  closable: boolean;
  variant: DialogVariant;
  settle(outcome: DialogOutcome): void;
}

type Listener = () => void;
let current: OpenDialog | undefined;
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: OpenDialog | undefined): void {
  current = next;
  for (const listener of listeners) listener();
}

export function openDialog(request: DialogRequest): Promise<DialogOutcome> {
  current?.settle('dismiss');
  return new Promise((resolve) => {
    const id = nextId++;
    publish({
      ...request,
      maskClosable: request.maskClosable ?? CONFIRM_POPUP_MASK_CLOSE_DEFAULT,
      closable: request.closable ?? CONFIRM_POPUP_CLOSABLE_DEFAULT,
      variant: request.variant ?? 'standard',
      id,
      settle(outcome) {
        if (current?.id === id) publish(undefined);
        resolve(outcome);
      },
    });
  });
}

export function getOpenDialog(): OpenDialog | undefined {
  return current;
}

export function subscribeDialogs(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Spec §4, §8: a card without a link shows 'Coming soon'. */
export function showComingSoon(): Promise<DialogOutcome> {
  return openDialog({ message: { id: 'comingSoon' }, confirmLabel: 'common.confirm' });
}

/** Spec §4: the switch confirm modal of a closed feature — its message and Confirm. */
export function showSwitchNotice(message: DialogRequest['message']): Promise<DialogOutcome> {
  return openDialog({ message, confirmLabel: 'common.confirm' });
}

/** Spec §8: leaving for a third-party site asks confirmation first. */
export async function confirmLeavingSite(): Promise<boolean> {
  const outcome = await openDialog({
    title: 'common.notice',
    message: { id: 'externalSite.warning' },
    confirmLabel: 'common.confirm',
    cancelLabel: 'common.cancel',
  });
  return outcome === 'confirm';
}

/**
 * Spec §4, §9: the mobile purchaser confirm (74.67% wide). Confirming it means leaving the account from the
 * register page, so it sets the browser-storage flag that marks a logout in the register page.
 */
export async function openPurchaserConfirm(request: Omit<DialogRequest, 'variant'>): Promise<DialogOutcome> {
  const outcome = await openDialog({ ...request, variant: 'purchaser' });
  if (outcome === 'confirm') markLogoutInRegisterPage();
  return outcome;
}
