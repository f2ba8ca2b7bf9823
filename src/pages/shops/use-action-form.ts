import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ERROR_CODE_SENSITIVE_CONTENT } from '../../../common/constants';
import type { MessageId } from '../../../common/i18n/messages';
import { RequestFailure } from '../../platform/request-failure';
import { gateOfRefusal, type BuyerAction } from '../../platform/role-gates';
import { showToast } from '../../platform/toast';
import type { BuyerActionGate } from './use-buyer-action-gate';

interface Options {
  action: BuyerAction;
  gate: BuyerActionGate;
  /** Sends the text; rejects with the server's refusal. */
  send(text: string): Promise<void>;
  /** What the field says when the text is blank; absent when the text may be left blank. */
  required?: MessageId;
  /** The toast when sending failed for another reason than the text or the role. */
  failed: MessageId;
  /** Sent: the form closes (its toast is the caller's). */
  onSent(): void;
  onClose(): void;
}

export interface ActionForm {
  text: string;
  /** What is wrong with the text, shown at the field: blank, or the server's sensitive-content message. */
  error: string | undefined;
  sending: boolean;
  change(text: string): void;
  submit(): Promise<void>;
}

/**
 * The one text field of a buyer action's form (an inquiry, a business card's message). Spec §5: a refusal for
 * sensitive content shows at the field, with the server's hotline message; a refusal for the role closes the
 * form and shows its prompt (the session was out of date); anything else is a toast and the text stays.
 */
export function useActionForm({ action, gate, send, required, failed, onSent, onClose }: Options): ActionForm {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    if (required && text.trim() === '') {
      setError(intl.formatMessage({ id: required }));
      return;
    }
    setSending(true);
    try {
      await send(text);
      onSent();
    } catch (failure) {
      setSending(false);
      if (failure instanceof RequestFailure && failure.errorCode === ERROR_CODE_SENSITIVE_CONTENT) {
        setError(failure.errorMessage || intl.formatMessage({ id: failed }));
      } else if (failure instanceof RequestFailure && gateOfRefusal(failure, action)) {
        onClose();
        await gate.refused(failure, action);
      } else {
        showToast(intl.formatMessage({ id: failed }));
      }
    }
  };

  return {
    text,
    error,
    sending,
    change(next) {
      setText(next);
      setError(undefined);
    },
    submit,
  };
}
