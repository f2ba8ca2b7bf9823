// The content form's labels and help, from the section's schema and the operator messages, so a new section's form
// needs no code: `operator.form.{KEY}.{path}` (a section's own words for a field, in its message files), else
// `operator.field.{name}` (the words for a field name many sections share), else the schema's `title`, else the
// name itself, spaced. Help is `operator.form.{KEY}.{path}.help`, else (in English) the schema's description. A choice's
// values are named by `operator.form.{KEY}.{path}.option.{value}` where the messages have them.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { IntlShape } from 'react-intl';
import { resolveLocal } from '../../../../common/forms/section-form-schema';
import common from '../../../../schemas/common.schema.json';

/** How deep the form's labels go: far below any section's data, a guard against a schema that refers to itself. */
const MAX_DEPTH = 12;

/** `subTitleLink` → "Sub title link". */
export function spacedName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The pattern of a UTC+8 wall time, as the shared schema gives it. */
const WALL_TIME_PATTERN = common.$defs.wallTime.pattern;
/** From this bound a text is given several lines. */
const MULTILINE_FROM = 120;

/** The widget of the portal's own types (./widgets.tsx) a field takes, by its name and its schema; none for the rest. */
export function widgetOf(name: string, schema: RJSFSchema): UiSchema {
  if (name === 'redirectType') return { 'ui:widget': 'redirectType' };
  const properties = schema.properties ?? {};
  if (schema.type === 'object' && 'url' in properties && 'width' in properties && 'height' in properties) return { 'ui:field': 'image' };
  if (schema.type !== 'string' || schema.enum !== undefined) return {};
  if (name === 'fullUrl' || name === 'linkUrl') return { 'ui:widget': 'portalPath' };
  if (schema.pattern === WALL_TIME_PATTERN) return { 'ui:widget': 'wallTime' };
  if (typeof schema.maxLength === 'number' && !/url|link/i.test(name))
    return { 'ui:widget': schema.maxLength >= MULTILINE_FROM ? 'countedTextarea' : 'countedText' };
  return {};
}

const has = (intl: IntlShape, id: string) => Object.prototype.hasOwnProperty.call(intl.messages, id);

/** A choice's words for each of its values, `{field id}.option.{value}`, where the messages give every one; else the values. */
function optionLabelsOf(intl: IntlShape, id: string, schema: RJSFSchema): UiSchema {
  const values = Array.isArray(schema.enum) ? schema.enum.map(String) : [];
  if (values.length === 0 || !values.every((value) => has(intl, `${id}.option.${value}`))) return {};
  return { 'ui:enumNames': Object.fromEntries(values.map((value) => [value, intl.formatMessage({ id: `${id}.option.${value}` })])) };
}

/** The uiSchema of the section's bundled schema: every field's label and help in the operator's language. */
export function uiSchemaOf(schema: RJSFSchema, sectionKey: string, intl: IntlShape): UiSchema {
  const english = intl.locale.startsWith('en');
  const walk = (node: RJSFSchema, path: readonly string[], depth: number): UiSchema => {
    const resolved = resolveLocal(node, schema);
    const ui: UiSchema = {};
    if (depth > MAX_DEPTH) return ui;
    for (const [name, child] of Object.entries((resolved.properties ?? {}) as Record<string, RJSFSchema>)) {
      const childPath = [...path, name];
      const id = `operator.form.${sectionKey}.${childPath.join('.')}`;
      const shared = `operator.field.${name}`;
      const target = resolveLocal(child, schema);
      const title = has(intl, id)
        ? intl.formatMessage({ id })
        : has(intl, shared)
          ? intl.formatMessage({ id: shared })
          : typeof target.title === 'string' && english
            ? target.title
            : spacedName(name);
      const help = has(intl, `${id}.help`)
        ? intl.formatMessage({ id: `${id}.help` })
        : english && typeof target.description === 'string'
          ? target.description
          : undefined;
      const fields: UiSchema = { ...walk(child, childPath, depth + 1), ...widgetOf(name, target), ...optionLabelsOf(intl, id, target) };
      // An item of a list is titled by the list's name (the form's CSS numbers it), not by its code name.
      if (fields.items) fields.items = { ...fields.items, 'ui:title': title };
      ui[name] = { ...fields, 'ui:title': title, ...(help ? { 'ui:description': help } : {}) };
    }
    if (resolved.items && typeof resolved.items === 'object' && !Array.isArray(resolved.items)) {
      ui.items = walk(resolved.items as RJSFSchema, path, depth + 1);
    }
    return ui;
  };
  return { ...walk(schema, [], 0), 'ui:submitButtonOptions': { norender: true } };
}
