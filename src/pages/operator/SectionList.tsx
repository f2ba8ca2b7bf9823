import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorPlace, ConfigError } from './config-errors';
import { isTitleShown, setSlotEnabled, setSlotTime, setTitleShown, type PageConfigDocument } from './editor-document';
import { ErrorList } from './ErrorList';
import styles from './OperatorPage.module.css';
import { ConsentNumbers } from './ConsentNumbers';
import { SectionNumbers } from './SectionNumbers';
import { statsRange } from './stats-range';
import { useSectionStats } from './operator-queries';
import { revealSoon } from './reveal';
import { WindowInputs } from './WindowInputs';
import { Panel } from './Panel';

const SECTIONS_HEADING = 'operator-sections';

interface Props {
  document: PageConfigDocument;
  /** A stable id per slot, moved with it, so a moved row keeps its focus. */
  slotIds: readonly string[];
  places: ReadonlyMap<ErrorPlace, ConfigError[]>;
  page: string;
  onChange(document: PageConfigDocument): void;
  onMove(from: number, to: number): void;
}

/**
 * The ordering slots in order: move up/down (the buttons keep their focus on the moved row) or drag a row;
 * shown or not (status), its title (DisplayName), its time window, its errors and its numbers; then the cookie
 * consent counts, which say how many of the visitors behind those numbers could be measured at all.
 */
export function SectionList({ document, slotIds, places, page, onChange, onMove }: Props) {
  const intl = useIntl();
  const [range] = useState(() => statsRange(new Date()));
  const stats = useSectionStats(page, range.from, range.to);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: 'up' | 'down' } | undefined>();
  const [dragged, setDragged] = useState<number | undefined>();
  const [dropTarget, setDropTarget] = useState<number | undefined>();
  const rows = useRef(new Map<string, HTMLLIElement>());
  // The Workbench's "Section numbers" entry opens the page at the sections (#operator-sections), each with its numbers.
  useEffect(() => {
    if (window.location.hash === `#${SECTIONS_HEADING}`) revealSoon(SECTIONS_HEADING);
  }, []);

  useEffect(() => {
    if (!focusAfterMove) return;
    const row = rows.current.get(focusAfterMove.id);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.direction}"]:not(:disabled)`);
    const other = row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    (same ?? other)?.focus();
    setFocusAfterMove(undefined);
  }, [focusAfterMove]);

  const moveBy = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const id = slotIds[index];
    onMove(index, to);
    if (id) setFocusAfterMove({ id, direction });
  };
  const drop = (to: number) => {
    if (dragged !== undefined && dragged !== to) onMove(dragged, to);
    setDragged(undefined);
    setDropTarget(undefined);
  };
  const last = document.orderingSlots.length - 1;

  return (
    <Panel id="operator-sections" title={<FormattedMessage id="operator.sections" />}>
      <p className={styles.hint}>
        <FormattedMessage id="operator.sectionsHint" />
      </p>
      <ol className={styles.slots} aria-labelledby="operator-sections">
        {document.orderingSlots.map((slot, index) => {
          const key = slot.udfs.module;
          const id = slotIds[index] ?? `${key}-${index}`;
          const name = document.sectionConfigs[key]?.subsiteName;
          const enabled = slot.status === 'ENABLE';
          const errors = places.get(`slot:${index}`) ?? [];
          const className = [styles.slot, !enabled && styles.off, dropTarget === index && styles.dropTarget, errors.length > 0 && styles.invalid]
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={id}
              ref={(element) => {
                if (element) rows.current.set(id, element);
                else rows.current.delete(id);
              }}
              className={className}
              aria-label={name ? `${name} (${key})` : key}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', key);
                setDragged(index);
              }}
              onDragOver={(event) => {
                if (dragged === undefined) return;
                event.preventDefault();
                setDropTarget(index);
              }}
              onDragLeave={() => setDropTarget((target) => (target === index ? undefined : target))}
              onDrop={(event) => {
                event.preventDefault();
                drop(index);
              }}
              onDragEnd={() => {
                setDragged(undefined);
                setDropTarget(undefined);
              }}
            >
              <div className={styles.slotHead}>
                <span className={styles.handle} aria-hidden title={intl.formatMessage({ id: 'operator.drag' })}>
                  ⋮⋮
                </span>
                <span className={styles.position}>{index + 1}</span>
                <span className={styles.slotName}>
                  <strong>{name ?? key}</strong>
                  {name && <code>{key}</code>}
                </span>
                <span className={styles.moves}>
                  <button
                    type="button"
                    data-move="up"
                    className={styles.iconButton}
                    disabled={index === 0}
                    aria-label={intl.formatMessage({ id: 'operator.moveUp' }, { section: key })}
                    onClick={() => moveBy(index, 'up')}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    data-move="down"
                    className={styles.iconButton}
                    disabled={index === last}
                    aria-label={intl.formatMessage({ id: 'operator.moveDown' }, { section: key })}
                    onClick={() => moveBy(index, 'down')}
                  >
                    ↓
                  </button>
                </span>
              </div>
              <div className={styles.slotFields}>
                <label className={styles.check}>
                  <input type="checkbox" checked={enabled} onChange={(event) => onChange(setSlotEnabled(document, index, event.target.checked))} />
                  <FormattedMessage id="operator.enabled" />
                </label>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={isTitleShown(document, key)}
                    onChange={(event) => onChange(setTitleShown(document, key, event.target.checked))}
                  />
                  <FormattedMessage id="operator.displayName" />
                </label>
              </div>
              <WindowInputs
                owner={key}
                startTime={slot.udfs.startTime}
                closeTime={slot.udfs.closeTime}
                onChange={(edge, value) => onChange(setSlotTime(document, index, edge, value))}
              />
              <ErrorList errors={errors} />
              <SectionNumbers section={key} stats={stats} />
            </li>
          );
        })}
      </ol>
      <UnslottedNumbers sections={unslotted(document, stats.data?.days)} stats={stats} />
      <ConsentNumbers />
    </Panel>
  );
}

/** Sections with numbers but no slot of their own (pinned ones: the top banner, the footer banners): their numbers too. */
function unslotted(document: PageConfigDocument, days: ReadonlyArray<{ section: string }> | undefined): string[] {
  const slotted = new Set(document.orderingSlots.map((slot) => slot.udfs.module));
  return [...new Set((days ?? []).map((row) => row.section))].filter((section) => !slotted.has(section));
}

function UnslottedNumbers({ sections, stats }: { sections: readonly string[]; stats: Parameters<typeof SectionNumbers>[0]['stats'] }) {
  if (sections.length === 0) return null;
  return (
    <div className={styles.otherNumbers}>
      <h3 className={styles.panelTitle}>
        <FormattedMessage id="operator.otherSections" />
      </h3>
      <ul className={styles.slots}>
        {sections.map((section) => (
          <li key={section} className={styles.slot} aria-label={section}>
            <strong className={styles.slotName}>{section}</strong>
            <SectionNumbers section={section} stats={stats} />
          </li>
        ))}
      </ul>
    </div>
  );
}
