// Sections made for the engine's tests: they show the engine's rules without depending on real sections.
import { lazy } from 'react';
import { defineSection } from '../../define-section';
import type { SectionSchema, SectionValidator } from '../../types';

interface Greeting {
  text: string;
}

/** The schema validateGreeting checks by hand. */
export const GREETING_SCHEMA: SectionSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: { text: { type: 'string' } },
  required: ['text'],
};

export const validateGreeting = ((raw: unknown): raw is Greeting => {
  const valid = typeof raw === 'object' && raw !== null && typeof (raw as Greeting).text === 'string';
  validateGreeting.errors = valid ? null : [{ instancePath: '/text', message: 'must be string' }];
  return valid;
}) as SectionValidator<Greeting>;

function greetingSection(key: string) {
  return defineSection<Greeting>({
    key,
    loadValidator: async () => validateGreeting,
    loadSchema: async () => GREETING_SCHEMA,
    select: (page) => page.sections[key],
    gate: (data) => data.text !== '',
    analytics: false,
    placeholder: { minHeight: 20 },
    View: lazy(async () => ({ default: ({ data }: { data: Greeting }) => <p>{data.text}</p> })),
  });
}

export const alpha = greetingSection('ALPHA');
export const beta = greetingSection('BETA');
export const gamma = greetingSection('GAMMA');

export const crashing = defineSection<Greeting>({
  key: 'CRASHING',
  loadValidator: async () => validateGreeting,
  loadSchema: async () => GREETING_SCHEMA,
  select: (page) => page.sections.CRASHING,
  gate: () => true,
  analytics: false,
  placeholder: { minHeight: 20 },
  View: lazy(async () => ({
    default: () => {
      throw new Error('boom');
    },
  })),
});

export const throwingGate = defineSection<Greeting>({
  key: 'THROWINGGATE',
  loadValidator: async () => validateGreeting,
  loadSchema: async () => GREETING_SCHEMA,
  select: (page) => page.sections.THROWINGGATE,
  gate: () => {
    throw new Error('no such date');
  },
  analytics: false,
  placeholder: { minHeight: 20 },
  View: lazy(async () => ({ default: ({ data }: { data: Greeting }) => <p>{data.text}</p> })),
});

/** A section with a part fixed to the screen beside its part in the page's flow. */
export const withOverlay = defineSection<Greeting>({
  key: 'WITHOVERLAY',
  loadValidator: async () => validateGreeting,
  loadSchema: async () => GREETING_SCHEMA,
  select: (page) => page.sections.WITHOVERLAY,
  gate: () => true,
  analytics: false,
  placeholder: { minHeight: 20 },
  View: lazy(async () => ({ default: ({ data }: { data: Greeting }) => <p>{data.text} in the flow</p> })),
  Overlay: lazy(async () => ({ default: ({ data }: { data: Greeting }) => <aside>{data.text} on the screen</aside> })),
});
