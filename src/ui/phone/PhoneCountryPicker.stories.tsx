import type { Story } from '@ladle/react';
import { useState } from 'react';
import { FormField, formFieldInputClass } from '../FormField';
import type { RegionCode } from './calling-codes';
import { PhoneCountryPicker } from './PhoneCountryPicker';

/** The picker before a phone number, in a form field's box as the account forms show it (spec §5). */
function PhoneField({ initial }: { initial: RegionCode | undefined }) {
  const [region, setRegion] = useState(initial);
  const [number, setNumber] = useState('7700 900123');
  return (
    <div style={{ padding: 16, background: 'var(--color-surface)', minHeight: 420 }}>
      <FormField label="account.field.account" error={undefined}>
        {(control) => (
          <>
            <PhoneCountryPicker value={region} onChange={setRegion} />
            <input {...control} className={formFieldInputClass} value={number} onChange={(event) => setNumber(event.target.value)} />
          </>
        )}
      </FormField>
    </div>
  );
}

/** The en-US page with the browser's region (GB) chosen; open it and type 'germ', '英国' or '+44'. */
export const Chosen: Story = () => <PhoneField initial="GB" />;

/** The en-US page when the browser names no region: nothing chosen, the field asks for a code. */
export const NoneChosen: Story = () => <PhoneField initial={undefined} />;

/** The zh-CN page: +86, the countries named and sorted in Chinese. */
export const ZhCN: Story = () => <PhoneField initial="CN" />;
ZhCN.meta = { language: 'zh-CN' };
