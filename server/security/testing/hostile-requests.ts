// For the hostile-input suite: from a route's schema, the requests that put each hostile value into each of its
// path parameters, query fields and body fields in turn, the others holding plain valid-looking values so that the
// hostile one gets as far into the route as it can.
import type { RouteEntry } from '../../plugins/route-table.js';

type Schema = Record<string, unknown>;

/** NUL, a lone surrogate, 10 000 characters, 1e20, a negative number, the wrong type, an empty object. */
export const HOSTILE_VALUES: ReadonlyArray<{ name: string; value: unknown }> = [
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'lone surrogate', value: 'a\uD800b' },
  { name: '10 000 characters', value: `${'x'.repeat(9_999)}$` },
  { name: '1e20', value: 1e20 },
  { name: 'negative', value: -1 },
  { name: 'wrong type', value: [true, { nested: ['$', '<b>'] }] },
  { name: 'empty object', value: {} },
];

export interface HostileRequest {
  method: RouteEntry['method'];
  url: string;
  payload?: unknown;
  /** What was made hostile, for the failure message. */
  what: string;
  /** A NUL anywhere, or a lone surrogate in the body: a request the server must refuse. */
  mustRefuse: boolean;
}

const PLAIN_PARAM = '1';

/** Finds a shared schema (`common.schema.json#/$defs/language`, relative ones by their file name). */
export type SchemaResolver = (ref: string) => Schema | undefined;

let resolve: SchemaResolver = () => undefined;

/** A plain value a schema would likely take: its const, first enum value, or a value of its type. */
function plainValue(given: Schema | undefined, depth = 0): unknown {
  const schema = given && typeof given.$ref === 'string' && depth < 8 ? (resolve(given.$ref) ?? given) : given;
  if (schema !== given) return plainValue(schema, depth + 1);
  if (!schema) return 'a';
  if (typeof schema.pattern === 'string' && /wallTime|\\d\{4\}-/.test(schema.pattern)) return '2026-11-27 10:00:00';
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return plainObject(schema);
    default:
      if (schema.format === 'email') return 'someone@demo.fair';
      return typeof schema.minLength === 'number' && schema.minLength > 1 ? 'a'.repeat(schema.minLength) : 'a';
  }
}

function plainObject(schema: Schema): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return Object.fromEntries(required.map((name) => [name, plainValue(properties[name])]));
}

function fieldsOf(schema: unknown): string[] {
  const properties = (schema as Schema | undefined)?.properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

/** Percent-encoded; a lone surrogate as the three bytes UTF-8 would give it (which no decoder should accept). */
function asPathSegment(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? lonePercentEncoded(part.charCodeAt(0)) : encodeURIComponent(part)))
    .join('');
}

function lonePercentEncoded(unit: number): string {
  const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

function queryString(query: Record<string, unknown>): string {
  const pairs = Object.entries(query).map(([key, value]) => `${encodeURIComponent(key)}=${asPathSegment(value)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The route's URL with each `:param` (and `*`) replaced: `hostile` for the one named, plain values elsewhere. */
function urlOf(route: RouteEntry, hostileParam?: { name: string; value: unknown }, query: Record<string, unknown> = {}): string {
  const path = route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (hostileParam?.name === name ? asPathSegment(hostileParam.value) : PLAIN_PARAM))
    .replace('*', () => (hostileParam?.name === '*' ? asPathSegment(hostileParam.value) : 'a'));
  return `${path}${queryString(query)}`;
}

// A lone surrogate in a URL arrives as three bytes no UTF-8 decoder accepts (each becomes U+FFFD, a character):
// only JSON can carry one (\uD800) into the server.
const mustRefuse = (value: unknown, inBody: boolean) => typeof value === 'string' && (value.includes('\u0000') || (inBody && /[\uD800-\uDFFF]/.test(value)));

/** Every hostile request for one route; `resolver` finds the shared schemas its schema refers to. */
export function hostileRequestsFor(route: RouteEntry, resolver: SchemaResolver = () => undefined): HostileRequest[] {
  resolve = resolver;
  const schema = (route.schema ?? {}) as Schema;
  const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
  if (route.url.includes('*')) params.push('*');
  const queryFields = [...new Set([...fieldsOf(schema.querystring), 'q'])];
  const plainQuery = plainObject((schema.querystring ?? {}) as Schema);
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const bodySchema = (schema.body ?? { type: 'object' }) as Schema;
  const plainBody = plainValue(bodySchema);
  const requests: HostileRequest[] = [];
  const add = (what: string, value: unknown, url: string, payload?: unknown) =>
    requests.push({
      method: route.method,
      url,
      ...(hasBody ? { payload: payload ?? plainBody } : {}),
      what,
      mustRefuse: mustRefuse(value, payload !== undefined),
    });

  for (const { name, value } of HOSTILE_VALUES) {
    for (const param of params) add(`path :${param} = ${name}`, value, urlOf(route, { name: param, value }, plainQuery));
    for (const field of queryFields) add(`query ${field} = ${name}`, value, urlOf(route, undefined, { ...plainQuery, [field]: value }));
    if (!hasBody) continue;
    add(`body = ${name}`, value, urlOf(route, undefined, plainQuery), value);
    const base = typeof plainBody === 'object' && plainBody !== null && !Array.isArray(plainBody) ? plainBody : {};
    for (const field of fieldsOf(bodySchema)) add(`body ${field} = ${name}`, value, urlOf(route, undefined, plainQuery), { ...base, [field]: value });
  }
  return requests;
}
