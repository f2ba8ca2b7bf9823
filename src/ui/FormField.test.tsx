import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortalIntlProvider } from '../platform/i18n/PortalIntlProvider';
import { FormField } from './FormField';

const descriptionOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

function renderField(error: string | undefined, hint?: string) {
  render(
    <PortalIntlProvider language="en-US">
      <FormField label="report-page.email" error={error} hint={hint}>
        {(control) => <input {...control} />}
      </FormField>
    </PortalIntlProvider>,
  );
  return screen.getByRole('textbox', { name: 'Contact e-mail' });
}

describe('FormField', () => {
  it('names its control by the label and describes it by the hint while the value is right', () => {
    const input = renderField(undefined, 'We answer within two days.');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(input)).toBe('We answer within two days.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the error in place of the hint and marks the control invalid', () => {
    const input = renderField('Enter a valid email address.', 'We answer within two days.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address.');
    expect(descriptionOf(input)).toBe('Enter a valid email address.');
    expect(screen.queryByText('We answer within two days.')).toBeNull();
  });

  it('links to no description when there is nothing to say', () => {
    expect(renderField(undefined).getAttribute('aria-describedby')).toBeNull();
  });
});
