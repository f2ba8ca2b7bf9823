import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BuyerType, CompanyInfo } from '../../../common/generated/types';
import { useSaveCompanyInfo } from '../../platform/company-info/company-info-queries';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import { showToast } from '../../platform/toast';
import { BUSINESS_TYPES, COMPANY_FIELDS, companyFieldError, companyFormValuesOf, companyInfoInputOf } from './company-form-fields';
import { ChoiceField } from './form/ChoiceField';
import type { FieldMessage } from './form/field-message';
import { FieldForm } from './form/FieldForm';
import { SelectField } from './form/SelectField';
import { TextInputField } from './form/TextInputField';
import { useFieldForm } from './form/use-field-form';
import { regionOptions } from './region-options';
import { useFormRefusal } from './use-form-refusal';

/** Spec §3 buyer types: an overseas or a domestic purchaser. */
const BUYER_TYPES = [
  { value: 'Overseas purchaser', label: 'company.form.buyerType.overseas' },
  { value: 'Domestic purchaser', label: 'company.form.buyerType.domestic' },
] as const satisfies readonly { value: BuyerType; label: MessageId }[];

interface Props {
  language: Language;
  userId: string;
  /** What is stored already (the form then edits it), or null. */
  stored: CompanyInfo | null;
  /** The route's buyer type while none is stored: overseas on foreignCreateEnterprise, domestic on citizenCreateEnterprise. */
  defaultBuyerType: BuyerType;
  /** After the information is stored and the session knows the company. */
  onSaved(): void;
}

/** Issue 25: the buyer's company information, checked at each field, stored with PUT /member/api/companyInfo/self. */
export function CompanyInfoForm({ language, userId, stored, defaultBuyerType, onSaved }: Props) {
  const intl = useIntl();
  const form = useFieldForm(companyFormValuesOf(stored), companyFieldError);
  const [buyerType, setBuyerType] = useState<BuyerType>(stored?.buyerType ?? defaultBuyerType);
  const [alert, setAlert] = useState<FieldMessage>();
  const save = useSaveCompanyInfo(userId);
  const regions = useMemo(() => regionOptions(language), [language]);
  const businessTypes = BUSINESS_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `company.form.businessType.${type}` }) }));
  const showRefusal = useFormRefusal(language, { fields: COMPANY_FIELDS, showAt: form.showAt, showAboveSubmit: setAlert });

  const submit = async () => {
    setAlert(undefined);
    if (!form.checkAll()) return;
    try {
      await save.mutateAsync(companyInfoInputOf(form.values, buyerType));
    } catch (error) {
      await showRefusal(error);
      return;
    }
    showToast(intl.formatMessage({ id: 'company.form.saved' }));
    onSaved();
  };

  return (
    <FieldForm
      label={intl.formatMessage({ id: 'company.form.heading' })}
      submitLabel="company.form.submit"
      busy={save.isPending}
      alert={alert}
      onSubmit={() => void submit()}
    >
      <TextInputField
        label="company.form.companyName"
        binding={form.bind('companyName')}
        placeholder="company.form.companyName.placeholder"
        autoComplete="organization"
      />
      <SelectField label="company.form.countryOrRegion" binding={form.bind('countryOrRegion')} options={regions} />
      <SelectField label="company.form.businessType" binding={form.bind('businessType')} options={businessTypes} />
      <TextInputField
        label="company.form.contactName"
        binding={form.bind('contactName')}
        placeholder="company.form.contactName.placeholder"
        autoComplete="name"
      />
      <TextInputField
        label="company.form.contactPhone"
        binding={form.bind('contactPhone')}
        placeholder="company.form.contactPhone.placeholder"
        hint={intl.formatMessage({ id: 'company.form.contactPhone.hint' })}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <ChoiceField<BuyerType> label="company.form.buyerType" name="buyerType" value={buyerType} choices={BUYER_TYPES} onChange={setBuyerType} />
    </FieldForm>
  );
}
