import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PortalIntlProvider } from '../../platform/i18n/PortalIntlProvider';
import type { Language } from '../../../common/language';
import type { RegionCode } from './calling-codes';
import { PhoneCountryPicker } from './PhoneCountryPicker';

function renderPicker(language: Language = 'en-US', initial: RegionCode | null = 'CN') {
  function Field() {
    const [region, setRegion] = useState(initial ?? undefined);
    return (
      <>
        <PhoneCountryPicker value={region} onChange={setRegion} />
        <p>Elsewhere</p>
      </>
    );
  }
  render(
    <PortalIntlProvider language={language}>
      <Field />
    </PortalIntlProvider>,
  );
}

const search = () => screen.getByRole('combobox');
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('the phone country-code picker (spec §5)', () => {
  it('shows the chosen code and names it in full for screen readers', () => {
    renderPicker();
    const toggle = screen.getByRole('button', { name: 'Country or region code: China +86' });
    expect(toggle.textContent).toBe('+86');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when no code is chosen yet', () => {
    renderPicker('en-US', null);
    expect(screen.getByRole('button', { name: 'Country or region code: none chosen' }).textContent).toBe('Code');
  });

  it('opens a search with the focus in it and the chosen country active', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('button', { name: /Country or region code/ }));
    expect(document.activeElement).toBe(search());
    expect(search().getAttribute('placeholder')).toBe('Country, region or +code');
    const active = document.getElementById(search().getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('China +86');
    expect(active?.getAttribute('aria-selected')).toBe('true');
  });

  it('filters by a name in the page language and picks with the mouse', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('button', { name: /Country or region code/ }));
    fireEvent.change(search(), { target: { value: 'united k' } });
    expect(optionNames()).toEqual(['United Kingdom +44']);
    fireEvent.click(screen.getByRole('option', { name: 'United Kingdom +44' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Country or region code: United Kingdom +44' });
    expect(document.activeElement).toBe(toggle);
  });

  it('filters by a name in the other language and by +code, and picks with the arrow keys and Enter', () => {
    renderPicker('zh-CN');
    fireEvent.click(screen.getByRole('button', { name: /国家或地区区号/ }));
    fireEvent.change(search(), { target: { value: 'germany' } });
    expect(optionNames()).toEqual(['德国 +49']);
    fireEvent.change(search(), { target: { value: '+44' } });
    expect(optionNames()).toEqual(['英国 +44', '根西岛 +44', '马恩岛 +44', '泽西岛 +44']);
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    const enter = fireEvent.keyDown(search(), { key: 'Enter' });
    expect(enter).toBe(false);
    expect(screen.getByRole('button', { name: '国家或地区区号：根西岛 +44' }).textContent).toBe('+44');
  });

  it('says No result when the search finds nothing, and tells screen readers how many it finds', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('button', { name: /Country or region code/ }));
    fireEvent.change(search(), { target: { value: '+1' } });
    expect(screen.getByRole('status').textContent).toBe('25 countries or regions');
    fireEvent.change(search(), { target: { value: '<script>$&' } });
    expect(optionNames()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No result');
    expect(search().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape with the focus back on its button, and on a tap elsewhere, keeping the code', () => {
    renderPicker();
    const toggle = screen.getByRole('button', { name: /Country or region code/ });
    fireEvent.click(toggle);
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.mouseDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.textContent).toBe('+86');
  });
});
