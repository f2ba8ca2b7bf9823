import type { ComponentType, LazyExoticComponent, ReactElement } from 'react';
import type { PageConfig, SectionConfig, SwitchEntry } from '../../common/generated/types';
import type { PrefetchedCall } from '../../common/inlined-data';
import type { Language } from '../../common/language';
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
  /** Spec §2 /index/miniProg/…: the page is in a mini-program's web view, where the app cannot be downloaded (no app prompts). */
  miniProgram?: boolean;
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
export type { SectionSchema } from '../../common/forms/section-form-schema';
import type { SectionSchema } from '../../common/forms/section-form-schema';

export interface SectionValidator<Data> {
  (raw: unknown): raw is Data;
  errors?: ReadonlyArray<{ instancePath: string; message?: string }> | null;
}

interface SectionPluginBase<Data> {
  key: SectionKey;
  /**
   * Its data's schema check, loaded when a page configuration the browser fetched needs it: the configuration
   * the server inlines comes with the server's verdicts (section-data-checks.ts), so the first load ships none.
   */
  loadValidator(): Promise<SectionValidator<Data>>;
  /**
   * Its data's JSON Schema (its folder's schema.json), loaded by the operator page only, which builds the section's
   * content form from it (src/pages/operator/content/).
   */
  loadSchema(): Promise<SectionSchema>;
  /** The raw section data out of the page configuration (by default `page.sections[key]`); validated before anything reads it. */
  select?(page: PageConfig): unknown;
  gate(data: Data, context: SectionContext): boolean;
  /** Required: false, or the events the engine reports for this section. */
  analytics: false | { exposure?: AnalyticsEvent; click?: AnalyticsEvent };
  /** The box the section keeps while its View's code loads, so nothing shifts when it arrives. */
  placeholder: SectionPlaceholder;
  /** What the server does for the section when it renders a page that shows it (server/page-configs/home-page/). */
  server?: SectionServerHooks<Data>;
}

/**
 * A section's part in the server's render of a page, declared by the section (the server knows no section): the
 * calls its View makes at once, which the server answers into the page, and the images its first screen shows.
 * Called with the section's data once its schema has passed it.
 */
export interface SectionServerHooks<Data> {
  /** The GET calls whose replies the server inlines; the View's queries start from them instead of calling. */
  prefetch?(data: Data, context: Pick<SectionContext, 'language' | 'industrySiteId'>): readonly PrefetchedCall[];
  /** Images to preload from the page's head (the largest paint starts with the HTML): this site's own paths. */
  preloadImages?(data: Data): readonly string[];
}

type SectionComponent<Data> = LazyExoticComponent<ComponentType<SectionProps<Data>>>;

/**
 * A section has a View, in the page's flow, whose code loads when its box comes near the viewport; and
 * may have an Overlay, fixed to the screen (a consent bar, a floating window), whose code loads at once
 * because it shows on the first screen wherever its box is.
 */
export type SectionPlugin<Data> = SectionPluginBase<Data> &
  ({ View: SectionComponent<Data>; Overlay?: SectionComponent<Data> } | { View?: undefined; Overlay: SectionComponent<Data> });

export interface SectionPlaceholder {
  minHeight?: number;
  aspectRatio?: string;
  /** The View's own outer margin, so the box it keeps meanwhile stands where the View will (CSS shorthand). */
  margin?: string;
}

export type SectionPlan =
  | {
      key: SectionKey;
      status: 'render';
      config: SectionConfig | undefined;
      placeholder: SectionPlaceholder;
      renderView: (() => ReactElement) | undefined;
      renderOverlay: (() => ReactElement) | undefined;
    }
  | { key: SectionKey; status: 'hidden' | 'disabled' }
  | { key: SectionKey; status: 'unknown' | 'invalid'; reason: string };

export type RenderedPlan = Extract<SectionPlan, { status: 'render' }>;
export type SkippedPlan = Extract<SectionPlan, { status: 'unknown' | 'invalid' }>;
