// A section's content as a form generated from its JSON Schema (@rjsf/core), validated as the operator types by
// the section's precompiled form validator (ajv, compiled by `npm run gen`: the page's Content-Security-Policy lets
// no code be compiled in the browser), its messages in the operator's language (ajv-i18n).
import Form from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import localizeZh from 'ajv-i18n/localize/zh';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { bundleSectionSchema, formValidatorName, sectionFormSchema, type SectionSchema } from '../../../../common/forms/section-form-schema';
import type { RegisteredSection } from '../../../engine/define-section';
import styles from '../OperatorPage.module.css';
import { uiSchemaOf } from './field-labels';
import { formStringsOf } from './form-strings';
import { ImageField } from './ImageField';
import { CONTENT_WIDGETS, ContentObjectFieldTemplate, type ContentFormContext } from './widgets';

const CONTENT_TEMPLATES = { ObjectFieldTemplate: ContentObjectFieldTemplate };
const CONTENT_FIELDS = { image: ImageField };

/** The sections' form validators, compiled by `npm run gen` (scripts/generate-from-schemas.ts), by section folder. */
const FORM_VALIDATORS = import.meta.glob<{ default: ValidatorFunctions }>('../../../../common/generated/form-validators/*.js');

/** Where a section's compiled form validator comes from: the generated modules (a test compiles its own). */
export type FormValidatorLoader = (schema: SectionSchema) => Promise<ValidatorFunctions>;

export const loadGeneratedFormValidator: FormValidatorLoader = async (schema) => {
  const load = FORM_VALIDATORS[`../../../../common/generated/form-validators/${formValidatorName(schema)}.js`];
  if (!load) throw new Error(`no form validator was generated for ${formValidatorName(schema)} (npm run gen)`);
  return (await load()).default;
};

/** The section's schema and its compiled form validator. */
async function loadForm(section: RegisteredSection, loadValidator: FormValidatorLoader) {
  const schema = await section.loadSchema();
  return { schema, validatorFunctions: await loadValidator(schema) };
}

interface Props {
  section: RegisteredSection;
  /** The portal's own page paths in the configuration's language, offered where a link names one. */
  pagePaths: readonly string[];
  data: unknown;
  onChange(data: unknown): void;
  /** How many fields are wrong now, for the list of sections to show. */
  onErrors?(count: number): void;
  loadValidator?: FormValidatorLoader;
}

export function SectionContentForm({ section, pagePaths, data, onChange, onErrors, loadValidator = loadGeneratedFormValidator }: Props) {
  const loaded = useQuery({ queryKey: ['operator', 'section-form', section.key], queryFn: () => loadForm(section, loadValidator), staleTime: Infinity });
  return <SchemaForm loaded={loaded} formKey={section.key} pagePaths={pagePaths} data={data} onChange={onChange} onErrors={onErrors} />;
}

interface SchemaFormProps {
  /** The form's schema and its compiled validator, as loading them goes. */
  loaded: UseQueryResult<{ schema: SectionSchema; validatorFunctions: ValidatorFunctions }>;
  /** Names the form's own labels (`operator.form.{formKey}.{path}`) and its fields' ids. */
  formKey: string;
  pagePaths: readonly string[];
  data: unknown;
  onChange(data: unknown): void;
  onErrors?(count: number): void;
  /** Labels of enum values, by field: `{ status: ['Shown', 'Hidden'] }`, in the schema's enum order. */
  enumNames?: Readonly<Record<string, readonly string[]>>;
}

/** A form generated from a JSON Schema with the portal's widgets, validated as the operator types, in the operator's language. */
export function SchemaForm({ loaded, formKey, pagePaths, data, onChange, onErrors, enumNames }: SchemaFormProps) {
  const intl = useIntl();
  const zh = intl.locale.startsWith('zh');
  const form = useMemo(() => {
    if (!loaded.data) return undefined;
    const schema = sectionFormSchema(loaded.data.schema);
    const uiSchema = uiSchemaOf(bundleSectionSchema(loaded.data.schema), formKey, intl);
    for (const [field, names] of Object.entries(enumNames ?? {})) uiSchema[field] = { ...(uiSchema[field] as object), 'ui:enumNames': names };
    return {
      schema,
      uiSchema,
      // The schema the validator was compiled for: it finds its functions by the schema's hash.
      validator: createPrecompiledValidator(loaded.data.validatorFunctions, schema, zh ? localizeZh : undefined),
    };
  }, [loaded.data, formKey, intl, zh, enumNames]);

  if (loaded.isError)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="operator.content.schemaFailed" />
        </p>
        <button type="button" onClick={() => void loaded.refetch()}>
          <FormattedMessage id="list.failed" />
        </button>
      </div>
    );
  if (!form)
    return (
      <p role="status">
        <FormattedMessage id="operator.content.loading" />
      </p>
    );
  return (
    <div className={styles.contentForm}>
      <Form
        schema={form.schema}
        uiSchema={form.uiSchema}
        formData={data}
        validator={form.validator}
        widgets={CONTENT_WIDGETS}
        fields={CONTENT_FIELDS}
        templates={CONTENT_TEMPLATES}
        formContext={{ pagePaths } satisfies ContentFormContext}
        translateString={formStringsOf(intl.locale)}
        liveValidate="onChange"
        showErrorList={false}
        noHtml5Validate
        idPrefix={`content-${formKey}`}
        transformErrors={(errors) => readableErrors(errors, formKey, intl)}
        onChange={(event) => {
          onChange(event.formData);
          onErrors?.(countErrors(event.errors));
        }}
      />
    </div>
  );
}

/**
 * The errors as the operator reads them: an `if` (the schema's condition: its `then` reports the field itself) left
 * out, and a pattern told in words where the form has them (`operator.form.{formKey}.{field}.pattern`) rather than
 * as the regular expression.
 */
function readableErrors(errors: RJSFValidationError[], formKey: string, intl: IntlShape): RJSFValidationError[] {
  return errors
    .filter((error) => error.name !== 'if')
    .map((error) => {
      const id = `operator.form.${formKey}.${(error.property ?? '').replace(/^\./, '')}.pattern`;
      if (error.name !== 'pattern' || !Object.prototype.hasOwnProperty.call(intl.messages, id)) return error;
      const message = intl.formatMessage({ id });
      return { ...error, message, stack: message };
    });
}

const countErrors = (errors: readonly RJSFValidationError[] | undefined) => errors?.length ?? 0;
