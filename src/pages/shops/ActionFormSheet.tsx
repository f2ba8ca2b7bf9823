import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import { BottomSheet } from '../../ui/BottomSheet';
import { FormField } from '../../ui/FormField';
import { SubmitButton } from '../login/SubmitButton';
import type { ActionForm } from './use-action-form';
import styles from './ActionFormSheet.module.css';

interface Props {
  title: MessageId;
  /** Who the text goes to, and about what. */
  recipient: ReactNode;
  label: MessageId;
  placeholder: MessageId;
  maxLength: number;
  submitLabel: MessageId;
  form: ActionForm;
  onClose(): void;
}

/** A buyer action's form in a bottom sheet: who it goes to, one text with its count, and the button that sends it. */
export function ActionFormSheet({ title, recipient, label, placeholder, maxLength, submitLabel, form, onClose }: Props) {
  const intl = useIntl();
  return (
    <BottomSheet title={<FormattedMessage id={title} />} onClose={onClose}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        {recipient}
        <FormField
          label={label}
          error={form.error}
          hint={<FormattedMessage id="buyer-actions.characterCount" values={{ count: form.text.length, max: maxLength }} />}
        >
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              maxLength={maxLength}
              placeholder={intl.formatMessage({ id: placeholder })}
              value={form.text}
              onChange={(event) => form.change(event.target.value)}
            />
          )}
        </FormField>
        <SubmitButton label={form.sending ? 'buyer-actions.sending' : submitLabel} busy={form.sending} />
      </form>
    </BottomSheet>
  );
}
