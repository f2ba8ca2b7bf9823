import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { badgeText } from './badge-text';

describe('badgeText', () => {
  it.each([
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %i as %s', (count, text) => expect(badgeText(count)).toBe(text));

  it('shows an ellipsis above 99 in the header, the number up to 99', () => {
    expect(badgeText(99, 'header')).toBe('99');
    expect(badgeText(100, 'header')).toBe('…');
  });

  it.each([0, -3, Number.NaN])('shows nothing for %s', (count) => expect(badgeText(count)).toBeUndefined());
});

describe('Badge', () => {
  it('shows 99+ and tells screen readers the exact count', () => {
    render(<Badge count={120} />);
    expect(screen.getByRole('img', { name: '120' }).textContent).toBe('99+');
  });

  it('uses the label for screen readers when given', () => {
    render(<Badge count={120} variant="header" label="Messages: 120 unread" />);
    expect(screen.getByRole('img', { name: 'Messages: 120 unread' }).textContent).toBe('…');
  });

  it('renders nothing for zero', () => {
    const { container } = render(<Badge count={0} variant="header" />);
    expect(container.innerHTML).toBe('');
  });
});
