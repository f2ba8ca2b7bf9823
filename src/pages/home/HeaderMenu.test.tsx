import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalIntlProvider } from '../../platform/i18n/PortalIntlProvider';
import { TEXT_SIZE_CLASSES } from '../../platform/text-size';
import { HeaderMenu } from './HeaderMenu';

function renderMenu() {
  render(
    <PortalIntlProvider language="en-US">
      <p>page</p>
      <HeaderMenu />
    </PortalIntlProvider>,
  );
}

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
const panelShown = () => screen.queryByRole('group', { name: 'Text size' }) !== null;

describe('header menu: text size A+, A, A-', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('offers A+, A and A-, with A chosen until the visitor chooses', () => {
    renderMenu();
    openMenu();
    expect(screen.getAllByRole('button', { pressed: false }).map((option) => option.textContent)).toEqual(['A+', 'A-']);
    expect(screen.getByRole('button', { pressed: true }).textContent).toBe('A');
  });

  it('scales the page by the root font-size class, and remembers the choice', () => {
    renderMenu();
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Larger text' }));
    expect(document.documentElement.classList.contains(TEXT_SIZE_CLASSES['A+'])).toBe(true);
    expect(screen.getByRole('button', { name: 'Larger text' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('portal.textSize')).toBe('A+');
  });

  it('applies the size chosen on an earlier visit as soon as the header shows', () => {
    localStorage.setItem('portal.textSize', 'A-');
    renderMenu();
    expect(document.documentElement.classList.contains(TEXT_SIZE_CLASSES['A-'])).toBe(true);
  });

  it('closes on Escape and on a tap outside it', () => {
    renderMenu();
    openMenu();
    expect(panelShown()).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panelShown()).toBe(false);
    openMenu();
    fireEvent.mouseDown(screen.getByText('page'));
    expect(panelShown()).toBe(false);
  });

  it('stays open while the visitor tries the sizes', () => {
    renderMenu();
    openMenu();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Smaller text' }));
    fireEvent.click(screen.getByRole('button', { name: 'Smaller text' }));
    expect(panelShown()).toBe(true);
  });
});
