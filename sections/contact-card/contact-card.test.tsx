import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSectionView, sectionStatusWith } from '../../src/engine/testing/sections/render-section-view';
import type { ContactCardData } from '../../common/generated/types';
import seedEn from './fixtures/contact-us.en-US.json';
import seedZh from './fixtures/contact-us.zh-CN.json';
import unreachable from './fixtures/unreachable.en-US.json';
import badEmail from './fixtures/broken/contacts.0.emails.0--pattern.json';
import { contactCard } from '.';
import { telHref } from './reachable-contacts';
import ContactCardView from './View';

describe('CONTACTCARD', () => {
  it('renders the contacts', async () => expect(await sectionStatusWith(contactCard, seedEn)).toBe('render'));
  it('is skipped when an e-mail address is not one', async () => expect(await sectionStatusWith(contactCard, badEmail)).toBe('invalid'));
  it('is hidden when no contact has a phone, an e-mail or an address', async () => expect(await sectionStatusWith(contactCard, unreachable)).toBe('hidden'));

  it('links phones to tel: and e-mails to mailto:, and shows the address and hours', () => {
    renderSectionView(contactCard, ContactCardView, seedEn as ContactCardData);
    const office = within(screen.getByRole('heading', { name: 'Hong Kong office' }).closest('address') as HTMLElement);
    expect(office.getByRole('link', { name: '+852 2511 3888' }).getAttribute('href')).toBe('tel:+85225113888');
    expect(office.getByRole('link', { name: 'hk@globaltradefair.example' }).getAttribute('href')).toBe('mailto:hk@globaltradefair.example');
    expect(office.getByText(/Harbour Centre/)).toBeInTheDocument();
    expect(screen.getAllByText('Hours').length).toBeGreaterThan(0);
  });

  it('labels the ways to reach them in Chinese under zh-CN', () => {
    renderSectionView(contactCard, ContactCardView, seedZh as ContactCardData, 'zh-CN');
    expect(screen.getAllByText('电话')).toHaveLength(seedZh.contacts.length);
    expect(screen.getByRole('heading', { name: '香港办事处' })).toBeInTheDocument();
  });

  it('dials digits and the leading plus only', () => expect(telHref('+86 (20) 8888-6666')).toBe('tel:+862088886666'));
});
