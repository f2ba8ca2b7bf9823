// The content form's widgets for the portal's own types (issue 27 item 2), chosen per field by field-labels.ts
// from the field's schema: a link's type offers the spec's redirectType variants and shows only the target field
// that type reads; a page path offers the portal's own pages and posts; a UTC+8 wall time is a date-time input;
// a bounded text counts its characters (a picture is ./ImageField.tsx's). Everything a widget writes is still checked by
// the section's schema.
import { getDefaultRegistry } from '@rjsf/core';
import type { ObjectFieldTemplateProps, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '../../../../common/language';
import { contentPagePath } from '../../../../common/content-pages';
import { inputOfWallTime, isObject, wallTimeOfInput } from '../editor-document';
import styles from '../OperatorPage.module.css';
import { usePageList } from '../operator-queries';

/** What the form's widgets know of where they are: the portal's own page paths in the configuration's language. */
export interface ContentFormContext {
  pagePaths: readonly string[];
}

/** Spec §2: how a link resolves its target, and the field each type reads (NONE: no link). */
export const LINK_TARGET_FIELDS = {
  POST: 'post',
  WEB_PAGE: 'webPage',
  MALL_PAGE_INDEX: 'pageTheme',
  URL: 'redirectUrl',
  NONE: undefined,
} as const;
const REDIRECT_TYPES = Object.keys(LINK_TARGET_FIELDS) as Array<keyof typeof LINK_TARGET_FIELDS>;
/** An announcement's link (spec §3) names its address `linkUrl`, read when its type is URL. */
const ANNOUNCEMENT_URL_FIELD = 'linkUrl';
const TARGET_FIELDS: ReadonlySet<string> = new Set([...Object.values(LINK_TARGET_FIELDS).filter((field) => field !== undefined), ANNOUNCEMENT_URL_FIELD]);
const readsField = (type: keyof typeof LINK_TARGET_FIELDS, name: string) =>
  LINK_TARGET_FIELDS[type] === name || (type === 'URL' && name === ANNOUNCEMENT_URL_FIELD);

const isKnownType = (value: unknown): value is keyof typeof LINK_TARGET_FIELDS => typeof value === 'string' && value in LINK_TARGET_FIELDS;
const isEmpty = (value: unknown) => value === undefined || value === '' || (isObject(value) && Object.values(value).every(isEmpty));

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const emptyAsUndefined = (value: string) => (value === '' ? undefined : value);

function RedirectTypeWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus, schema }: WidgetProps) {
  const intl = useIntl();
  const current = textOf(value);
  // A schema that names fewer types (an announcement links to a URL or nowhere) offers only those.
  const offered = Array.isArray(schema.enum) ? REDIRECT_TYPES.filter((type) => schema.enum?.includes(type)) : REDIRECT_TYPES;
  return (
    <select
      id={id}
      className="form-control"
      value={current}
      required={required}
      disabled={disabled || readonly}
      onChange={(event) => onChange(emptyAsUndefined(event.target.value))}
      onBlur={() => onBlur(id, current)}
      onFocus={() => onFocus(id, current)}
    >
      {!required && <option value="">{intl.formatMessage({ id: 'operator.link.choose' })}</option>}
      {offered.map((type) => (
        <option key={type} value={type}>
          {intl.formatMessage({ id: `operator.link.${type}` })}
        </option>
      ))}
      {/* A value the spec does not name gives no link; it stays as stored until the operator picks another. */}
      {current !== '' && !isKnownType(current) && <option value={current}>{intl.formatMessage({ id: 'operator.link.unknown' }, { type: current })}</option>}
    </select>
  );
}

/** The portal's own pages and posts in the configuration's language, as paths a link can name. */
export function usePortalPaths(lang: Language): string[] {
  const pages = usePageList().data?.pages ?? [];
  return pages
    .filter((entry) => entry.languages.includes(lang))
    .map((entry) => contentPagePath(entry.page, lang))
    .filter((path): path is string => path !== undefined)
    .sort();
}

function PortalPathWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus, schema, registry }: WidgetProps) {
  const paths = (registry.formContext as ContentFormContext | undefined)?.pagePaths ?? [];
  const listId = `${id}__pages`;
  const current = textOf(value);
  return (
    <>
      <input
        id={id}
        className="form-control"
        type="text"
        list={listId}
        value={current}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        maxLength={schema.maxLength}
        onChange={(event) => onChange(emptyAsUndefined(event.target.value))}
        onBlur={() => onBlur(id, current)}
        onFocus={() => onFocus(id, current)}
      />
      <datalist id={listId}>
        {paths.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
    </>
  );
}

function WallTimeWidget({ id, value, required, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps) {
  const current = textOf(value);
  return (
    <span className={styles.wallTime}>
      <input
        id={id}
        className="form-control"
        type="datetime-local"
        step={1}
        value={inputOfWallTime(current)}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : wallTimeOfInput(event.target.value))}
        onBlur={() => onBlur(id, current)}
        onFocus={() => onFocus(id, current)}
      />
      <span className={styles.zone}>UTC+8</span>
    </span>
  );
}

/** A text with its length against the schema's bound: "12 / 40". */
function CountedText({ multiline, id, value, required, disabled, readonly, onChange, onBlur, onFocus, schema }: WidgetProps & { multiline: boolean }) {
  const current = textOf(value);
  const countId = useId();
  const length = [...current].length;
  const max = schema.maxLength;
  const common = {
    id,
    className: 'form-control',
    value: current,
    required,
    disabled,
    readOnly: readonly,
    'aria-describedby': countId,
    onBlur: () => onBlur(id, current),
    onFocus: () => onFocus(id, current),
  };
  return (
    <span className={styles.counted}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(emptyAsUndefined(event.target.value))} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(emptyAsUndefined(event.target.value))} />
      )}
      <span id={countId} className={max !== undefined && length > max ? `${styles.count} ${styles.over}` : styles.count}>
        <FormattedMessage id="operator.textCount" values={{ length, max: max ?? '∞' }} />
      </span>
    </span>
  );
}

export const CONTENT_WIDGETS: RegistryWidgetsType = {
  redirectType: RedirectTypeWidget,
  portalPath: PortalPathWidget,
  wallTime: WallTimeWidget,
  countedText: (props: WidgetProps) => <CountedText {...props} multiline={false} />,
  countedTextarea: (props: WidgetProps) => <CountedText {...props} multiline />,
};

const DefaultObjectFieldTemplate = getDefaultRegistry().templates.ObjectFieldTemplate;

/**
 * An object as rjsf lays it out, but a link shows only the target field its redirectType reads (another target
 * holding a value still shows, so nothing stored is hidden). A picture is ImageField's.
 */
export function ContentObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const data: Record<string, unknown> = isObject(props.formData) ? props.formData : {};
  const names = new Set(props.properties.map((property) => property.name));
  const isLink = names.has('redirectType');
  const type = data.redirectType;
  const properties = isLink
    ? props.properties.filter(({ name }) => !TARGET_FIELDS.has(name) || !isKnownType(type) || readsField(type, name) || !isEmpty(data[name]))
    : props.properties;
  return <DefaultObjectFieldTemplate {...props} properties={properties} />;
}
