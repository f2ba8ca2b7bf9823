import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recentEvents, setAnalyticsSink } from '../platform/analytics';
import { PortalIntlProvider } from '../platform/i18n/PortalIntlProvider';
import { PageSections } from './PageSections';
import { acceptSectionDataChecks } from './section-data-checks';
import { alpha, beta, crashing, validateGreeting } from './testing/sections/fake-sections';
import { pageWith } from './testing/sections/page';

const registry = { ALPHA: alpha, BETA: beta, CRASHING: crashing };

describe('PageSections', () => {
  beforeEach(() => {
    setAnalyticsSink(null);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders each section lazily inside a root that carries its key, in slot order', async () => {
    const { container } = render(
      <PageSections page={pageWith([['BETA'], ['ALPHA']], { ALPHA: { text: 'alpha' }, BETA: { text: 'beta' } })} registry={registry} language="en-US" />,
    );
    await screen.findByText('alpha');
    const keys = [...container.querySelectorAll('[data-section]')].map((element) => element.getAttribute('data-section'));
    expect(keys).toEqual(['BETA', 'ALPHA']);
  });

  it('shows the section title when DisplayName is Y, and not when it is N', async () => {
    const page = pageWith(
      [['ALPHA'], ['BETA']],
      { ALPHA: { text: 'alpha' }, BETA: { text: 'beta' } },
      {
        sectionConfigs: { ALPHA: { udfs: { DisplayName: 'Y' }, subsiteName: 'Alpha title' }, BETA: { udfs: { DisplayName: 'N' }, subsiteName: 'Beta title' } },
      },
    );
    render(<PageSections page={page} registry={registry} language="en-US" />);
    await screen.findByText('beta');
    expect(screen.getByRole('heading', { name: 'Alpha title' })).toBeInTheDocument();
    expect(screen.queryByText('Beta title')).toBeNull();
  });

  it('skips an unknown key, warns and reports it to analytics', async () => {
    render(<PageSections page={pageWith([['NOSUCH'], ['ALPHA']], { ALPHA: { text: 'alpha' } })} registry={registry} language="en-US" />);
    await screen.findByText('alpha');
    // The skip is reported from an effect, which may come after the first paint on a busy machine.
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('skipped NOSUCH (unknown)')));
    expect(recentEvents()).toContainEqual(
      expect.objectContaining({ event: 'section_skipped', properties: expect.objectContaining({ key: 'NOSUCH', status: 'unknown' }) }),
    );
  });

  it('skips a section with invalid data and says why, while the rest render', async () => {
    const { container } = render(
      <PageSections page={pageWith([['ALPHA'], ['BETA']], { ALPHA: { text: 1 }, BETA: { text: 'beta' } })} registry={registry} language="en-US" />,
    );
    await screen.findByText('beta');
    expect(container.querySelector('[data-section="ALPHA"]')).toBeNull();
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('skipped ALPHA (invalid): /text: must be string')));
  });

  it('marks, in the operator’s live preview, a section with invalid data where it stands, and reports nothing', async () => {
    const eventsBefore = recentEvents().length;
    render(
      <PortalIntlProvider language="en-US">
        <PageSections page={pageWith([['ALPHA'], ['BETA']], { ALPHA: { text: 1 }, BETA: { text: 'beta' } })} registry={registry} language="en-US" markSkipped />
      </PortalIntlProvider>,
    );
    await screen.findByText('beta');
    const mark = await screen.findByRole('note');
    expect(mark).toHaveAttribute('data-section', 'ALPHA');
    expect(mark).toHaveTextContent('ALPHA: its content has errors, so visitors would not see it');
    expect(mark).toHaveTextContent('/text: must be string');
    expect(mark.compareDocumentPosition(screen.getByText('beta')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(console.warn).not.toHaveBeenCalled();
    expect(recentEvents().slice(eventsBefore)).not.toContainEqual(expect.objectContaining({ event: 'section_skipped' }));
  });

  it('keeps the page when one section throws while rendering', async () => {
    render(
      <PageSections page={pageWith([['CRASHING'], ['ALPHA']], { CRASHING: { text: 'x' }, ALPHA: { text: 'alpha' } })} registry={registry} language="en-US" />,
    );
    await screen.findByText('alpha');
    await vi.waitFor(() =>
      expect(recentEvents()).toContainEqual(expect.objectContaining({ properties: expect.objectContaining({ key: 'CRASHING', status: 'crashed' }) })),
    );
  });

  it("plans a configuration the server checked at once, by the server's checks, loading no validator", () => {
    const unloadable = { ALPHA: { ...alpha, loadValidator: () => Promise.reject(new Error('not wanted')) } };
    const page = pageWith([['ALPHA']], { ALPHA: { text: 'alpha' } });
    acceptSectionDataChecks(page, { ALPHA: null });
    const { container } = render(<PageSections page={page} registry={unloadable} language="en-US" />);
    expect(container.querySelector('[data-section="ALPHA"]')).not.toBeNull();
  });

  it("keeps the checked sections on screen while a newly fetched configuration's validators load", async () => {
    let loaded: (validate: typeof validateGreeting) => void = () => undefined;
    const slow = { ALPHA: alpha, BETA: { ...beta, loadValidator: () => new Promise<typeof validateGreeting>((resolve) => (loaded = resolve)) } };
    const first = pageWith([['ALPHA']], { ALPHA: { text: 'alpha' } });
    acceptSectionDataChecks(first, { ALPHA: null, BETA: null });
    const { rerender } = render(<PageSections page={first} registry={slow} language="en-US" />);
    await screen.findByText('alpha');
    rerender(<PageSections page={pageWith([['BETA']], { BETA: { text: 'beta' } })} registry={slow} language="en-US" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('alpha')).toBeInTheDocument();
    loaded(validateGreeting);
    await screen.findByText('beta');
    expect(screen.queryByText('alpha')).toBeNull();
  });
});
