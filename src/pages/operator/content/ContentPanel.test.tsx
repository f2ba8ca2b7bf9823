// Issue 27: a section's content is edited in a form its own schema makes, with no editor code for the section.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { lazy, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../common/language';
import { defineSection, type SectionRegistry } from '../../../engine/define-section';
import type { SectionSchema, SectionValidator } from '../../../engine/types';
import { PortalIntlProvider } from '../../../platform/i18n/PortalIntlProvider';
import type { PageConfigDocument } from '../editor-document';
import { formValidatorCode } from '../../../../scripts/form-validators';
import { DialogHost } from '../../../ui/DialogHost';
import { ContentPanel } from './ContentPanel';
import type { FormValidatorLoader } from './SectionContentForm';

interface Notice {
  headline: string;
  links: Array<{ label: string; image: { url: string; width: number; height: number } }>;
}

/** A section no page has yet: a schema of its own, referring to a shared type, and nothing else for its form. */
const NOTICE_SCHEMA: SectionSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sections/notice-board.schema.json',
  type: 'object',
  properties: {
    headline: { type: 'string', title: 'Headline', minLength: 1, maxLength: 4 },
    links: { type: 'array', items: { $ref: '#/$defs/link' } },
  },
  required: ['headline', 'links'],
  additionalProperties: false,
  $defs: {
    link: {
      type: 'object',
      properties: { label: { type: 'string' }, image: { $ref: '../common.schema.json#/$defs/image' } },
      required: ['label', 'image'],
    },
  },
};

const noticeBoard = defineSection<Notice>({
  key: 'NOTICEBOARD',
  loadValidator: async () => ((_raw: unknown): _raw is Notice => true) as SectionValidator<Notice>,
  loadSchema: async () => NOTICE_SCHEMA,
  gate: () => true,
  analytics: false,
  placeholder: { minHeight: 10 },
  View: lazy(async () => ({ default: () => null })),
});

/** A section whose fields are the portal's own types: a bounded title and body, a UTC+8 time, a link. */
const PROMO_SCHEMA: SectionSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'sections/promo.schema.json',
  type: 'object',
  properties: {
    title: { type: 'string', maxLength: 10 },
    body: { type: 'string', maxLength: 200 },
    startsAt: { $ref: '../common.schema.json#/$defs/wallTime' },
    link: { $ref: '../common.schema.json#/$defs/linkTarget' },
  },
  additionalProperties: false,
};

const promo = defineSection<unknown>({
  key: 'PROMO',
  loadValidator: async () => ((_raw: unknown): _raw is unknown => true) as SectionValidator<unknown>,
  loadSchema: async () => PROMO_SCHEMA,
  gate: () => true,
  analytics: false,
  placeholder: { minHeight: 10 },
  View: lazy(async () => ({ default: () => null })),
});

const registry: SectionRegistry = { [noticeBoard.key]: noticeBoard, [promo.key]: promo };

const document = {
  orderingSlots: [
    { status: 'ENABLE', udfs: { module: 'NOTICEBOARD' } },
    { status: 'ENABLE', udfs: { module: 'PROMO' } },
  ],
  sectionConfigs: { NOTICEBOARD: { subsiteName: 'Notice board', udfs: {} } },
  switches: [],
  flagMask: 0,
  sections: {
    NOTICEBOARD: { headline: 'Hi', links: [{ label: 'Halls', image: { url: '/media/halls.svg', width: 64, height: 64 } }] },
    PROMO: { title: 'Hello', link: { redirectType: 'POST', post: { fullUrl: '/m/en-US/posts/visa' } } },
  },
} as unknown as PageConfigDocument;

/** What `npm run gen` does for a section folder, done for the test's section: its form validator, compiled. */
const compileFormValidator: FormValidatorLoader = async (schema) => {
  const module = { exports: {} };
  new Function('module', 'exports', formValidatorCode(schema))(module, module.exports);
  return module.exports as Awaited<ReturnType<FormValidatorLoader>>;
};

/** The same page in the other language: the notice board says more, in another shape. */
const chinese = {
  ...document,
  sections: {
    ...document.sections,
    NOTICEBOARD: {
      headline: '展馆',
      links: [
        { label: '展馆', image: { url: '/media/halls.svg', width: 64, height: 64 } },
        { label: '会议', image: { url: '/media/meetings.svg', width: 64, height: 64 } },
      ],
    },
  },
} as unknown as PageConfigDocument;

function Editor({ seen, withOther }: { seen: PageConfigDocument[]; withOther: boolean }) {
  const [current, setCurrent] = useState(document);
  const [selected, setSelected] = useState<string>();
  return (
    <ContentPanel
      document={current}
      pagePaths={['/m/en-US/posts/visa', '/m/en-US/pages/about']}
      registry={registry}
      selected={selected}
      onSelect={setSelected}
      problems={{}}
      other={withOther ? { lang: 'zh-CN', document: chinese } : undefined}
      loadValidator={compileFormValidator}
      onChange={(next) => {
        seen.push(next);
        setCurrent(next);
      }}
    />
  );
}

function renderEditor(language: Language, withOther = false) {
  const seen: PageConfigDocument[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PortalIntlProvider language={language}>
        <Editor seen={seen} withOther={withOther} />
        <DialogHost />
      </PortalIntlProvider>
    </QueryClientProvider>,
  );
  return seen;
}

describe('the content form of a section', () => {
  it('is made from its schema alone: its fields, a shared type’s fields, and arrays to add to', async () => {
    const seen = renderEditor('en-US');
    const headline = await screen.findByRole('textbox', { name: /Headline/ });
    expect(headline).toHaveValue('Hi');
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveDisplayValue('Notice board (NOTICEBOARD)');
    // The shared image type's fields, labelled by the operator messages' shared names.
    expect(screen.getByRole('textbox', { name: /Address \(URL\)/ })).toHaveValue('/media/halls.svg');
    expect(screen.getByRole('spinbutton', { name: /Width/ })).toHaveValue(64);

    // A list's item is titled by the list's name (the page's CSS numbers it), not by the field's code name.
    expect(screen.queryByText(/links-1/)).toBeNull();
    expect(screen.getAllByRole('group', { name: /^Links/ }).length).toBeGreaterThanOrEqual(2);

    fireEvent.change(headline, { target: { value: 'Hall' } });
    expect(seen.at(-1)?.sections.NOTICEBOARD).toMatchObject({ headline: 'Hall' });

    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    expect((seen.at(-1)?.sections.NOTICEBOARD as Notice).links).toHaveLength(2);
  });

  it('marks a wrong field where it is, in the operator’s language', async () => {
    renderEditor('zh-CN');
    const headline = await screen.findByRole('textbox', { name: /headline|Headline/i });
    fireEvent.change(headline, { target: { value: 'Too long' } });
    const group = headline.closest('.form-group') as HTMLElement;
    expect(await within(group).findByText(/不应多于 4 个字符/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '板块' })).toHaveDisplayValue(/⚠ 1/);
  });

  it('gives the portal’s own types their widgets: a link by its type, a UTC+8 time, counted texts, a picture', async () => {
    const seen = renderEditor('en-US');
    // An image shows itself beside its address.
    expect(await screen.findByRole('img', { name: 'The picture as it is now' })).toHaveAttribute('src', '/media/halls.svg');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Section' }), { target: { value: 'PROMO' } });
    const linkType = await screen.findByRole('combobox', { name: /Link type/ });
    expect([...(linkType as HTMLSelectElement).options].map((option) => option.value)).toEqual(['POST', 'WEB_PAGE', 'MALL_PAGE_INDEX', 'URL', 'NONE']);
    // POST reads the post's address; the other targets, empty, are not offered.
    const fullAddress = screen.getByRole('combobox', { name: /Full address/ });
    expect(fullAddress).toHaveValue('/m/en-US/posts/visa');
    // The portal's own pages are offered.
    const offered = globalThis.document.getElementById(fullAddress.getAttribute('list') ?? '');
    expect([...(offered?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['/m/en-US/posts/visa', '/m/en-US/pages/about']);
    expect(screen.queryByRole('textbox', { name: /Link address/ })).toBeNull();
    fireEvent.change(linkType, { target: { value: 'URL' } });
    fireEvent.change(await screen.findByRole('textbox', { name: /Link address/ }), { target: { value: 'https://example.org/' } });
    expect((seen.at(-1)?.sections.PROMO as { link: unknown }).link).toEqual({
      redirectType: 'URL',
      post: { fullUrl: '/m/en-US/posts/visa' },
      redirectUrl: 'https://example.org/',
    });
    // A target that still holds a value is shown, so nothing stored is out of sight.
    expect(screen.getByRole('combobox', { name: /Full address/ })).toBeInTheDocument();

    // The time is typed as the operator reads it and stored as a UTC+8 wall time.
    const startsAt = globalThis.document.querySelector<HTMLInputElement>('input[type="datetime-local"]');
    expect(startsAt).not.toBeNull();
    fireEvent.change(startsAt as HTMLInputElement, { target: { value: '2026-12-01T09:30' } });
    expect(seen.at(-1)?.sections.PROMO).toMatchObject({ startsAt: '2026-12-01 09:30:00' });
    expect(screen.getByText('UTC+8')).toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveAccessibleDescription(/5 \/ 10/);
    fireEvent.change(title, { target: { value: 'Hello, fair!' } });
    expect(title).toHaveAccessibleDescription(/12 \/ 10/);
    expect(screen.getByRole('textbox', { name: /^Body/ }).tagName).toBe('TEXTAREA');
  });

  it('says which sections differ in structure from the other language, and copies one from it when confirmed', async () => {
    const seen = renderEditor('en-US', true);
    const picker = await screen.findByRole('combobox', { name: 'Section' });
    expect(picker).toHaveDisplayValue('Notice board (NOTICEBOARD) ≠');
    expect(screen.getByText('Differs in structure from the Chinese version (≠): Notice board')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy this section’s content from the Chinese version' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(seen.at(-1)?.sections.NOTICEBOARD).toEqual(chinese.sections.NOTICEBOARD));
    expect(await screen.findByRole('textbox', { name: /Headline/ })).toHaveValue('展馆');
    await waitFor(() => expect(screen.queryByText(/Differs in structure/)).toBeNull());
  });
});
