import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import type { PageConfig, SectionConfig, SwitchEntry } from '../generated/types';
import type { Language } from '../platform/language';
import type { AnalyticsEvent, AnalyticsProperties } from '../platform/analytics';
import type { Session } from '../platform/session';

/** A section's key as the server spells it: 'SYSTEMNOTICE', 'HOMESECTIIONS', ... */
export type SectionKey = string;

/** What a gate may look at besides the section's own data. */
export interface SectionContext {
  language: Language;
  now: Date;
  industrySiteId: string;
  flagMask: number;
  switches: readonly SwitchEntry[];
  session: Session;
}

/** A section's declared analytics events, bound by the engine; a section never calls the tracker itself. */
export interface SectionTracker {
  click(properties?: AnalyticsProperties): void;
  exposure(properties?: AnalyticsProperties): void;
}

export interface SectionProps<Data> {
  data: Data;
  context: SectionContext;
  track: SectionTracker;
}

/** Validation in the shape ajv's standalone validators have, so the browser needs no schema compiler. */
export interface SectionValidator<Data> {
  (raw: unknown): raw is Data;
  errors?: ReadonlyArray<{ instancePath: string; message?: string }> | null;
}

export interface SectionPlugin<Data> {
  key: SectionKey;
  validate: SectionValidator<Data>;
  /** The raw section data out of the page configuration; validated before anything reads it. */
  select(page: PageConfig): unknown;
  gate(data: Data, context: SectionContext): boolean;
  /** Required: false, or the events the engine reports for this section. */
  analytics: false | { exposure?: AnalyticsEvent; click?: AnalyticsEvent };
  /** The box the section keeps while its code loads, so nothing shifts when it arrives. */
  placeholder: SectionPlaceholder;
  /**
   * When its code loads: when its box comes near the viewport (the default), or at once for a section
   * that is not where its box is (a floating window is fixed to the screen, its box at the page's end).
   */
  loads?: 'near-viewport' | 'at-once';
  View: LazyExoticComponent<ComponentType<SectionProps<Data>>>;
}

export interface SectionPlaceholder {
  minHeight?: number;
  aspectRatio?: string;
}

export type SectionPlan =
  | { key: SectionKey; status: 'render'; config: SectionConfig | undefined; render: () => ReactElement; placeholder: SectionPlaceholder; loadsAtOnce: boolean }
  | { key: SectionKey; status: 'hidden' | 'disabled' }
  | { key: SectionKey; status: 'unknown' | 'invalid'; reason: string };

export type RenderedPlan = Extract<SectionPlan, { status: 'render' }>;
export type SkippedPlan = Extract<SectionPlan, { status: 'unknown' | 'invalid' }>;
