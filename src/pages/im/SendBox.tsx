import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IM_MESSAGE_MAX_LENGTH } from '../../../common/constants';
import { useSendMessage, type LocalImViewer } from '../../platform/im/local-im-queries';
import { RequestFailure } from '../../platform/request-failure';
import styles from './SendBox.module.css';

interface Props {
  viewer: LocalImViewer;
  peerId: string;
}

/** What the server said when it refused the message (spec §5: sensitive content, the hotline), else ours. */
function useFailureText(error: Error | null): string | undefined {
  const intl = useIntl();
  if (!error) return undefined;
  return (error instanceof RequestFailure && error.errorMessage) || intl.formatMessage({ id: 'im-page.sendFailed' });
}

/** The message box: 1 to 2000 characters, Enter sends (Shift+Enter a new line); a refused text stays to edit. */
export function SendBox({ viewer, peerId }: Props) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const send = useSendMessage(viewer, peerId);
  const failure = useFailureText(send.error);
  const message = text.trim();
  const canSend = message.length > 0 && !send.isPending;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    send.mutate(message, { onSuccess: () => setText('') });
  };
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing: its Enter picks the characters.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className={styles.box} onSubmit={submit}>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.row}>
        <textarea
          className={styles.input}
          rows={1}
          value={text}
          maxLength={IM_MESSAGE_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'im-page.placeholder' })}
          aria-label={intl.formatMessage({ id: 'im-page.messageLabel' })}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (send.isError) send.reset();
          }}
          onKeyDown={sendOnEnter}
        />
        <button type="submit" className={styles.send} disabled={!canSend}>
          <FormattedMessage id={send.isPending ? 'im-page.sending' : 'im-page.send'} />
        </button>
      </div>
      {text.length > 0 && (
        <p className={styles.count}>
          {text.length}/{IM_MESSAGE_MAX_LENGTH}
        </p>
      )}
    </form>
  );
}
