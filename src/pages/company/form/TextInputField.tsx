import type { InputHTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../common/i18n/messages';
import { FormField, formFieldInputClass } from '../../../ui/FormField';
import { FieldText } from './FieldText';
import type { FieldBinding } from './use-field-form';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'placeholder' | 'onChange' | 'onBlur' | 'value'>;

interface Props extends InputAttributes {
  label: MessageId;
  binding: FieldBinding;
  placeholder?: MessageId;
  /** Under the box while there is no error. */
  hint?: ReactNode;
}

/** A labelled one-line input, its error under it. No maxLength: a pasted overlong text is told, not cut. */
export function TextInputField({ label, binding, placeholder, hint, ...input }: Props) {
  const intl = useIntl();
  return (
    <FormField label={label} error={binding.error && <FieldText message={binding.error} />} hint={hint}>
      {(control) => (
        <input
          {...input}
          {...control}
          className={formFieldInputClass}
          value={binding.value}
          onChange={(event) => binding.onValue(event.target.value)}
          onBlur={binding.onBlur}
          placeholder={placeholder ? intl.formatMessage({ id: placeholder }) : undefined}
        />
      )}
    </FormField>
  );
}
