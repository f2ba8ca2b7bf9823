// A section's schema as one document the form library can follow: its `../common.schema.json#/$defs/x` references
// (the shared types: image, link target, redirect type, …) point at copies of those definitions inside it.
import type { RJSFSchema } from '@rjsf/utils';
import common from '../../schemas/common.schema.json';

/** A section's schema.json as it is: JSON Schema 2020-12, referring to schemas/common.schema.json for shared types. */
export type SectionSchema = Readonly<Record<string, unknown>>;

const COMMON_REF = '../common.schema.json#/$defs/';
const LOCAL_REF = '#/$defs/';
/** The prefix of the copied definitions' names, so none takes the place of a section's own. */
const COMMON_PREFIX = 'common.';

/** `node` with every `$ref` passed through `rename`, in a new tree. */
function withRefs(node: unknown, rename: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => withRefs(item, rename));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([name, value]) => [name, name === '$ref' && typeof value === 'string' ? rename(value) : withRefs(value, rename)]),
  );
}

/** The section's schema with the shared definitions it uses inside it, and no `$id` to resolve against. */
export function bundleSectionSchema(schema: SectionSchema): RJSFSchema {
  const commonDefs = withRefs(common.$defs, (ref) => (ref.startsWith(LOCAL_REF) ? `${LOCAL_REF}${COMMON_PREFIX}${ref.slice(LOCAL_REF.length)}` : ref));
  const own = withRefs(schema, (ref) => (ref.startsWith(COMMON_REF) ? `${LOCAL_REF}${COMMON_PREFIX}${ref.slice(COMMON_REF.length)}` : ref));
  const { $id: _id, $defs: ownDefs, ...rest } = own as Record<string, unknown>;
  const shared = Object.fromEntries(Object.entries(commonDefs as Record<string, unknown>).map(([name, def]) => [`${COMMON_PREFIX}${name}`, def]));
  return { ...rest, $defs: { ...(ownDefs as Record<string, unknown> | undefined), ...shared } } as RJSFSchema;
}

/** The definition a local `$ref` names in `root`, or the node itself when it refers to nothing. */
export function resolveLocal(node: RJSFSchema, root: RJSFSchema): RJSFSchema {
  let current = node;
  for (let hops = 0; typeof current.$ref === 'string' && current.$ref.startsWith(LOCAL_REF) && hops < 16; hops += 1) {
    const { $ref: ref, ...siblings } = current;
    const target = (root.$defs as Record<string, RJSFSchema> | undefined)?.[ref.slice(LOCAL_REF.length)];
    if (!target) return current;
    current = { ...target, ...siblings };
  }
  return current;
}

/**
 * The schema with its titles and descriptions left out: the uiSchema gives every field's, in the operator's
 * language, and the type names of the schema (ServicesData, ServiceLink) are the developers', not the operator's.
 */
export function withoutSchemaWords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutSchemaWords);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([name, value]) => !((name === 'description' || name === 'title') && typeof value === 'string'))
      .map(([name, value]) => [name, name === 'properties' || name === '$defs' ? mapValues(value) : withoutSchemaWords(value)]),
  );
}

// Under `properties` and `$defs` the names are fields' and definitions' (a field may be called `title`).
function mapValues(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, withoutSchemaWords(child)]));
}

/**
 * The schema the content form of a section validates against: bundled, without its words. The build compiles a
 * validator for exactly this schema (scripts/generate-from-schemas.ts: the page's Content-Security-Policy lets no
 * code be compiled in the browser), which the form finds by the schema's hash.
 */
export function sectionFormSchema(schema: SectionSchema): RJSFSchema {
  return withoutSchemaWords(bundleSectionSchema(schema)) as RJSFSchema;
}

/**
 * `sections/services.schema.json` → `services`: the name of a section's generated form validator;
 * `operator/announcement-document.schema.json` → `operator-announcement-document` for the operator's other forms.
 */
export function formValidatorName(schema: SectionSchema): string {
  const id = typeof schema.$id === 'string' ? schema.$id : '';
  const section = /^sections\/([a-z0-9-]+)\.schema\.json$/.exec(id)?.[1];
  if (section) return section;
  const operator = /^operator\/([a-z0-9-]+)\.schema\.json$/.exec(id)?.[1];
  if (operator) return `operator-${operator}`;
  throw new Error(`a form schema's $id names its folder: sections/<folder>.schema.json or operator/<name>.schema.json, not "${id}"`);
}

/** The operator's forms other than the sections' (announcements), by their schema file under schemas/: each gets a generated validator. */
export const OPERATOR_FORM_SCHEMAS = ['operator/announcement-document.schema.json'] as const;
