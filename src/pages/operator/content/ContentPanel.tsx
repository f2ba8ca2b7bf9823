// What each section of the page says: pick a section, edit its data in the form its schema makes.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Language } from '../../../../common/language';
import { openDialog } from '../../../platform/dialogs';
import type { SectionRegistry } from '../../../engine/define-section';
import { sectionLabelOf, sectionNameOf, setSectionData, type PageConfigDocument } from '../editor-document';
import styles from '../OperatorPage.module.css';
import type { SectionProblems } from './section-problems';
import { sectionsDifferingInStructure } from './section-structure';
import { SectionContentForm, type FormValidatorLoader } from './SectionContentForm';

interface Props {
  document: PageConfigDocument;
  /** The portal's own page paths in the configuration's language, offered where a link names one. */
  pagePaths: readonly string[];
  registry: SectionRegistry;
  onChange(document: PageConfigDocument): void;
  /** The section whose form is open (the first when none or one the page no longer has), and how another is chosen. */
  selected: string | undefined;
  onSelect(key: string): void;
  /** The sections' problems as their validators find them; the open form's own count takes its section's place. */
  problems: SectionProblems;
  /** The same page in the other language (its live document, once loaded): to copy from and compare with. */
  other?: { lang: Language; document: PageConfigDocument | undefined };
  /** The generated form validators unless given (a test's section has none). */
  loadValidator?: FormValidatorLoader;
}

/** The page's sections that have data and a plugin, in the order the page shows them, then the pinned ones. */
function editableKeys(document: PageConfigDocument, registry: SectionRegistry): string[] {
  const slotted = document.orderingSlots.map((slot) => slot.udfs.module);
  const all = [...new Set([...slotted, ...Object.keys(document.sections)])];
  return all.filter((key) => registry[key] !== undefined && document.sections[key] !== undefined);
}

export function ContentPanel({ document, pagePaths, registry, onChange, selected, onSelect, problems, other, loadValidator }: Props) {
  const intl = useIntl();
  const keys = editableKeys(document, registry);
  const [formCount, setFormCount] = useState<{ key: string; count: number } | undefined>();
  const selectId = useId();
  const key = selected !== undefined && keys.includes(selected) ? selected : keys[0];
  const errorCounts: Readonly<Record<string, number>> = formCount && formCount.key === key ? { ...problems, [key]: formCount.count } : problems;
  const section = key === undefined ? undefined : registry[key];
  const nameOf = (sectionKey: string) => sectionNameOf(document, sectionKey);
  const otherDocument = other?.document;
  const differing = otherDocument ? sectionsDifferingInStructure(document, otherDocument).filter((sectionKey) => keys.includes(sectionKey)) : [];
  const otherData = key !== undefined ? otherDocument?.sections[key] : undefined;
  const otherLanguage = other ? intl.formatMessage({ id: `operator.language.${other.lang}` }) : '';

  const copyFromOther = async () => {
    if (key === undefined || otherData === undefined) return;
    const outcome = await openDialog({
      title: 'operator.content.copyTitle',
      message: { id: 'operator.content.copyConfirm', values: { section: nameOf(key), language: otherLanguage } },
      confirmLabel: 'common.confirm',
      cancelLabel: 'common.cancel',
    });
    if (outcome === 'confirm') onChange(setSectionData(document, key, structuredClone(otherData)));
  };

  return (
    <section id="operator-content-panel" className={styles.panel} aria-labelledby="operator-content">
      <h2 id="operator-content" className={styles.panelTitle}>
        <FormattedMessage id="operator.content" />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="operator.content.hint" />
      </p>
      {keys.length === 0 ? (
        <p>
          <FormattedMessage id="operator.content.none" />
        </p>
      ) : (
        <label className={styles.contentPicker} htmlFor={selectId}>
          <FormattedMessage id="operator.content.section" />
          <select id={selectId} value={key} onChange={(event) => onSelect(event.target.value)}>
            {keys.map((sectionKey) => (
              <option key={sectionKey} value={sectionKey}>
                {sectionLabelOf(document, sectionKey)}
                {(errorCounts[sectionKey] ?? 0) > 0 ? ` ⚠ ${errorCounts[sectionKey]}` : ''}
                {differing.includes(sectionKey) ? ' ≠' : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      {differing.length > 0 && (
        <p className={styles.hint}>
          <FormattedMessage id="operator.content.differs" values={{ language: otherLanguage, sections: differing.map(nameOf).join(', ') }} />
        </p>
      )}
      {other && key !== undefined && (
        <button type="button" className={styles.secondary} disabled={otherData === undefined} onClick={() => void copyFromOther()}>
          <FormattedMessage id="operator.content.copyFrom" values={{ language: otherLanguage }} />
        </button>
      )}
      {section && key !== undefined && (
        <SectionContentForm
          key={key}
          section={section}
          pagePaths={pagePaths}
          loadValidator={loadValidator}
          data={document.sections[key]}
          onChange={(data) => onChange(setSectionData(document, key, data))}
          onErrors={(count) => setFormCount((last) => (last?.key === key && last.count === count ? last : { key, count }))}
        />
      )}
    </section>
  );
}
