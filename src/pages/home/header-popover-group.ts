/** Spec §4: one popover of a group is shown at a time — the header's tips are one group. */
export const HEADER_POPOVER_GROUP = 'header';
