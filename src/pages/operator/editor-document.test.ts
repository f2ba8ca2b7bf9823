import { describe, expect, it } from 'vitest';
import live from '../../../fixtures/operator/live-page-config.seed.en-US.json';
import {
  changeSwitch,
  editableDocument,
  inputOfWallTime,
  moveItem,
  setFlagBit,
  setSlotTime,
  setTitleShown,
  wallTimeOfInput,
  type PageConfigDocument,
} from './editor-document';

const document = editableDocument(live.document) as PageConfigDocument;

describe('editableDocument', () => {
  it('takes a document with slots, section configurations, switches and a flag mask', () => {
    expect(document).toBe(live.document);
  });

  it('refuses a draft of another shape (a draft may hold any JSON object)', () => {
    expect(editableDocument({ orderingSlots: 'none' })).toBeUndefined();
    expect(
      editableDocument({
        ...live.document,
        orderingSlots: [{ status: 'ENABLE' }],
      }),
    ).toBeUndefined();
    expect(editableDocument({ ...live.document, flagMask: '127' })).toBeUndefined();
  });
});

describe('the edits', () => {
  it('moves an item, the others keeping their order, and ignores a move out of the list', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b'], 0, 2)).toEqual(['a', 'b']);
  });

  it('sets and clears an edge of a slot window, leaving the given document alone', () => {
    const windowed = setSlotTime(document, 0, 'startTime', '2026-11-24 09:00:00');
    expect(windowed.orderingSlots[0]?.udfs).toEqual({
      module: 'SYSTEMNOTICE',
      startTime: '2026-11-24 09:00:00',
    });
    expect(setSlotTime(windowed, 0, 'startTime', undefined).orderingSlots[0]?.udfs).toEqual({ module: 'SYSTEMNOTICE' });
    expect(document.orderingSlots[0]?.udfs).toEqual({ module: 'SYSTEMNOTICE' });
  });

  it('creates the section configuration a DisplayName needs', () => {
    expect(setTitleShown({ ...document, sectionConfigs: {} }, 'ACTIVITIES', true).sectionConfigs).toEqual({
      ACTIVITIES: { udfs: { DisplayName: 'Y' } },
    });
  });

  it('keeps a switch entry’s own state when it stops being time-boxed, and writes LSDISABLED for one that had none', () => {
    const own = {
      ...document,
      switches: [{ udfs: { name: 'CBECP' as const, state: 'OFFLINE' } }],
    };
    expect(
      changeSwitch(changeSwitch(own, 'CBECP', { timeBoxed: true }), 'CBECP', {
        timeBoxed: false,
      }).switches[0]?.udfs.state,
    ).toBe('LSDISABLED');
    expect(changeSwitch(own, 'CBECP', { timeBoxed: false }).switches[0]?.udfs.state).toBe('OFFLINE');
    expect(changeSwitch(own, 'CBECP', { popUpCopywriter: '' }).switches[0]).toEqual({ udfs: { name: 'CBECP', state: 'OFFLINE' } });
  });

  it('sets and clears a flag bit', () => {
    expect(setFlagBit({ ...document, flagMask: 0 }, 64, true).flagMask).toBe(64);
    expect(setFlagBit(document, 1, false).flagMask).toBe(126);
  });
});

describe('the time inputs', () => {
  it('reads a datetime-local value as a wall time, seconds or not', () => {
    expect(wallTimeOfInput('2026-11-24T09:00')).toBe('2026-11-24 09:00:00');
    expect(wallTimeOfInput('2026-11-24T09:00:07')).toBe('2026-11-24 09:00:07');
    expect(wallTimeOfInput('tomorrow')).toBeUndefined();
  });

  it('shows a wall time in the input, and nothing for a text of another shape', () => {
    expect(inputOfWallTime('2026-11-24 09:00:07')).toBe('2026-11-24T09:00:07');
    expect(inputOfWallTime('2026-11-24')).toBe('');
  });
});
