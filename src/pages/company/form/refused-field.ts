// Which field of a form the server's refusal is about: its first errorList item names it as a JSON pointer into
// the body (`pointer: "/companyName"`, server/errors/api-error.ts) or by name (`field`). A refusal naming no field
// of the form is shown above the submit button instead.
import type { RequestFailure } from '../../../platform/request-failure';

function namedField(item: object): string | undefined {
  if ('pointer' in item && typeof item.pointer === 'string' && /^\/[^/]+$/.test(item.pointer)) return item.pointer.slice(1);
  if ('field' in item && typeof item.field === 'string') return item.field;
  return undefined;
}

export function refusedField<Field extends string>(failure: RequestFailure, fields: readonly Field[]): Field | undefined {
  const item = failure.errorList[0];
  const name = item && namedField(item);
  return fields.find((field) => field === name);
}
