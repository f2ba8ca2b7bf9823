import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../../../common/language';
import { useCreateSourcingRequest } from '../../platform/sourcing-requests/sourcing-request-queries';
import { showToast } from '../../platform/toast';
import type { FieldMessage } from '../company/form/field-message';
import { FieldForm } from '../company/form/FieldForm';
import { TextAreaField } from '../company/form/TextAreaField';
import { TextInputField } from '../company/form/TextInputField';
import { useFieldForm } from '../company/form/use-field-form';
import { useFormRefusal } from '../company/use-form-refusal';
import { DESCRIPTION_MAX_LENGTH, EMPTY_SOURCING_FORM, SOURCING_FIELDS, sourcingFieldError, sourcingRequestOf } from './sourcing-form-fields';

interface Props {
  language: Language;
  userId: string;
  /** After the request is posted (the buyer's list is then read again). */
  onPosted(): void;
}

/** Spec §2, §5: a sourcing request, checked at each field, posted with POST /member/api/sourcingRequests. */
export function SourcingRequestForm({ language, userId, onPosted }: Props) {
  const intl = useIntl();
  const form = useFieldForm(EMPTY_SOURCING_FORM, sourcingFieldError);
  const [alert, setAlert] = useState<FieldMessage>();
  const create = useCreateSourcingRequest(userId);
  const showRefusal = useFormRefusal(language, { fields: SOURCING_FIELDS, showAt: form.showAt, showAboveSubmit: setAlert });

  const submit = async () => {
    setAlert(undefined);
    if (!form.checkAll()) return;
    try {
      await create.mutateAsync(sourcingRequestOf(form.values));
    } catch (error) {
      await showRefusal(error);
      return;
    }
    showToast(intl.formatMessage({ id: 'sourcing.form.posted' }));
    onPosted();
  };

  return (
    <FieldForm
      label={intl.formatMessage({ id: 'sourcing.create.heading' })}
      submitLabel="sourcing.form.submit"
      busy={create.isPending}
      alert={alert}
      onSubmit={() => void submit()}
    >
      <TextInputField label="sourcing.form.productName" binding={form.bind('productName')} placeholder="sourcing.form.productName.placeholder" />
      <TextInputField label="sourcing.form.quantity" binding={form.bind('quantity')} placeholder="sourcing.form.quantity.placeholder" inputMode="numeric" />
      <TextAreaField
        label="sourcing.form.description"
        binding={form.bind('description')}
        maxLength={DESCRIPTION_MAX_LENGTH}
        placeholder="sourcing.form.description.placeholder"
      />
    </FieldForm>
  );
}
