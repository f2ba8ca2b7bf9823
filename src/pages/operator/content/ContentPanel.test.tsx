// Issue 27: a section's content is edited in a form its own schema makes, with no editor code for the section.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { lazy, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../common/language';
import { defineSection, type SectionRegistry } from '../../../engine/define-section';
import type { SectionSchema, SectionValidator } from '../../../engine/types';
import { PortalIntlProvider } from '../../../platform/i18n/PortalIntlProvider';
import type { PageConfigDocument } from '../editor-document';
import { formValidatorCode } from '../../../../scripts/form-validators';
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
const registry: SectionRegistry = { [noticeBoard.key]: noticeBoard };

const document = {
  orderingSlots: [{ status: 'ENABLE', udfs: { module: 'NOTICEBOARD' } }],
  sectionConfigs: { NOTICEBOARD: { subsiteName: 'Notice board', udfs: {} } },
  switches: [],
  flagMask: 0,
  sections: {
    NOTICEBOARD: { headline: 'Hi', links: [{ label: 'Halls', image: { url: '/media/halls.svg', width: 64, height: 64 } }] },
  },
} as unknown as PageConfigDocument;

/** What `npm run gen` does for a section folder, done for the test's section: its form validator, compiled. */
const compileFormValidator: FormValidatorLoader = async (schema) => {
  const module = { exports: {} };
  new Function('module', 'exports', formValidatorCode(schema))(module, module.exports);
  return module.exports as Awaited<ReturnType<FormValidatorLoader>>;
};

function Editor({ seen }: { seen: PageConfigDocument[] }) {
  const [current, setCurrent] = useState(document);
  const [selected, setSelected] = useState<string>();
  return (
    <ContentPanel
      document={current}
      registry={registry}
      selected={selected}
      onSelect={setSelected}
      problems={{}}
      loadValidator={compileFormValidator}
      onChange={(next) => {
        seen.push(next);
        setCurrent(next);
      }}
    />
  );
}

function renderEditor(language: Language) {
  const seen: PageConfigDocument[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PortalIntlProvider language={language}>
        <Editor seen={seen} />
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
});
