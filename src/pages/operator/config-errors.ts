// Inline validation on the operator page: the standalone validator the home page uses (no ajv in the browser),
// its errors told in the operator's language by keyword, and each error put on the row it concerns. The
// server's errors (a saved draft's, a refused publish's) come in the same shape and go to the same rows.
import type { IntlShape } from 'react-intl';
import type { ConfigError } from '../../../common/generated/types';
import { validatePageConfig } from '../../../common/generated/validators.js';
import type { SwitchName } from '../../platform/switches';
import { wallTimeInstant } from '../../../common/wall-time';
import type { PageConfigDocument } from './editor-document';

export type { ConfigError };

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

function describeAjvError(error: AjvError, intl: IntlShape): string {
  const { params } = error;
  const text = (value: unknown) => String(value);
  switch (error.keyword) {
    case 'required':
      return intl.formatMessage({ id: 'operator.error.required' }, { property: text(params.missingProperty) });
    case 'dependentRequired':
      return intl.formatMessage(
        { id: 'operator.error.dependentRequired' },
        {
          property: text(params.missingProperty),
          other: text(params.property),
        },
      );
    case 'type':
      return intl.formatMessage({ id: 'operator.error.type' }, { type: text(params.type) });
    case 'enum':
      return intl.formatMessage({ id: 'operator.error.enum' }, { values: (params.allowedValues as unknown[]).map(text).join(', ') });
    case 'pattern':
      return intl.formatMessage({ id: 'operator.error.pattern' });
    case 'minimum':
      return intl.formatMessage({ id: 'operator.error.minimum' }, { limit: text(params.limit) });
    case 'maximum':
      return intl.formatMessage({ id: 'operator.error.maximum' }, { limit: text(params.limit) });
    case 'minLength':
      return intl.formatMessage({ id: 'operator.error.minLength' }, { limit: text(params.limit) });
    case 'maxLength':
      return intl.formatMessage({ id: 'operator.error.maxLength' }, { limit: text(params.limit) });
    case 'maxItems':
      return intl.formatMessage({ id: 'operator.error.maxItems' }, { limit: text(params.limit) });
    case 'additionalProperties':
      return intl.formatMessage({ id: 'operator.error.additionalProperties' }, { property: text(params.additionalProperty) });
    default:
      return intl.formatMessage({ id: 'operator.error.invalid' });
  }
}

/** A window whose times are well formed but not a real time, or that closes before it opens: the schema cannot say so. */
function windowErrors(pointer: string, udfs: { startTime?: string | undefined; closeTime?: string | undefined }, intl: IntlShape): ConfigError[] {
  const instants: Partial<Record<'startTime' | 'closeTime', number>> = {};
  const errors: ConfigError[] = [];
  for (const edge of ['startTime', 'closeTime'] as const) {
    const value = udfs[edge];
    if (value === undefined || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) continue;
    try {
      instants[edge] = wallTimeInstant(value);
    } catch {
      errors.push({
        pointer: `${pointer}/${edge}`,
        message: intl.formatMessage({ id: 'operator.error.noSuchTime' }),
      });
    }
  }
  if (instants.startTime !== undefined && instants.closeTime !== undefined && instants.closeTime <= instants.startTime) {
    errors.push({
      pointer: `${pointer}/closeTime`,
      message: intl.formatMessage({ id: 'operator.error.closeNotAfterStart' }),
    });
  }
  return errors;
}

/** What is wrong with the document, as the browser can tell; the server's answer on save is the one that counts. */
export function validateDocument(document: PageConfigDocument, baseVersion: number, intl: IntlShape): ConfigError[] {
  const errors: ConfigError[] = [];
  if (!validatePageConfig({ ...document, version: Math.max(1, baseVersion) })) {
    for (const error of (validatePageConfig.errors ?? []) as AjvError[])
      errors.push({
        pointer: error.instancePath,
        message: describeAjvError(error, intl),
      });
  }
  document.orderingSlots.forEach((slot, index) => errors.push(...windowErrors(`/orderingSlots/${index}/udfs`, slot.udfs, intl)));
  document.switches.forEach((entry, index) => errors.push(...windowErrors(`/switches/${index}/udfs`, entry.udfs, intl)));
  return errors;
}

/** Where on the page an error shows. */
export type ErrorPlace = `slot:${number}` | `switch:${SwitchName}` | 'flags' | 'page';

function decodeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function placeOf(pointer: string, document: PageConfigDocument): ErrorPlace {
  const [area, first] = pointer.split('/').slice(1).map(decodeSegment);
  if (area === 'orderingSlots' && first !== undefined && /^\d+$/.test(first)) return `slot:${Number(first)}`;
  if (area === 'sectionConfigs' && first !== undefined) {
    const index = document.orderingSlots.findIndex((slot) => slot.udfs.module === first);
    if (index >= 0) return `slot:${index}`;
  }
  if (area === 'switches' && first !== undefined && /^\d+$/.test(first)) {
    const name = document.switches[Number(first)]?.udfs.name;
    if (name) return `switch:${name}`;
  }
  if (area === 'flagMask') return 'flags';
  return 'page';
}

/** The errors by the place they show; an error the rows cannot hold goes to the page's own list. */
export function errorsByPlace(errors: readonly ConfigError[], document: PageConfigDocument): Map<ErrorPlace, ConfigError[]> {
  const places = new Map<ErrorPlace, ConfigError[]>();
  for (const error of errors) {
    const place = placeOf(error.pointer, document);
    places.set(place, [...(places.get(place) ?? []), error]);
  }
  return places;
}

/** The part of a pointer below its row ('/orderingSlots/2/udfs/startTime' → 'udfs/startTime'), to name the field. */
export function fieldOf(pointer: string): string {
  const segments = pointer.split('/').slice(1).map(decodeSegment);
  const rest = segments[0] === 'orderingSlots' || segments[0] === 'switches' || segments[0] === 'sectionConfigs' ? segments.slice(2) : segments;
  return rest.join('/');
}
