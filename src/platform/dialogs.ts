// The dialog store: what DialogHost shows. One dialog at a time; a new one replaces the open one.
// Spec §4: confirm emits confirm and closes, cancel emits cancel and closes, a mask click closes when allowed.
import type { MessageId } from './i18n/messages';

export type DialogOutcome = 'confirm' | 'cancel' | 'dismiss';

export interface DialogRequest {
  title?: MessageId;
  /** A catalog message, or a text that came with the data (e.g. a switch's PopUpCopywriter). */
  message: { id: MessageId; values?: Record<string, string | number> } | { text: string };
  confirmLabel?: MessageId;
  /** Without a cancel label the dialog has the confirm button only. */
  cancelLabel?: MessageId;
  maskClosable?: boolean;
}

export interface OpenDialog extends DialogRequest {
  id: number;
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
      maskClosable: true,
      ...request,
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
