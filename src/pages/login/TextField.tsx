import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import { FormField, formFieldInputClass } from '../../ui/FormField';
import type { FieldError } from './validation';

/** What a field of an account form takes from its form: its text, how to change it, its error. */
export interface FieldBinding {
  value: string;
  onValue(value: string): void;
  error?: FieldError | undefined;
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'onChange' | 'value'>, FieldBinding {
  label: MessageId;
  placeholder?: MessageId;
  /** Shown inside the box, before the input (a phone number's country-code picker). */
  leading?: ReactNode;
  /** Shown inside the box, after the input (a show-password toggle, a send-code button). */
  trailing?: ReactNode;
}

/** A labelled input of an account form, with its error under it. */
export function TextField({ label, placeholder, value, onValue, error, leading, trailing, ...input }: Props) {
  const intl = useIntl();
  return (
    <FormField label={label} error={error && <FormattedMessage id={error.id} values={error.values} />}>
      {(control) => (
        <>
          {leading}
          <input
            {...input}
            {...control}
            className={formFieldInputClass}
            value={value}
            onChange={(event) => onValue(event.target.value)}
            placeholder={placeholder ? intl.formatMessage({ id: placeholder }) : undefined}
          />
          {trailing}
        </>
      )}
    </FormField>
  );
}
