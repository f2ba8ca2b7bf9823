// Booth numbers of the large catalogue: hall, row letter, two digits (spec §5, e.g. 20.1A01), handed
// out in order from hall 20.1 (the demo seed's halls are lower), so every booth gets its own number.

const FIRST_HALL = 20;
const HALL_FLOORS = 3;
const ROWS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BOOTHS_PER_ROW = 99;
const BOOTHS_PER_FLOOR = ROWS.length * BOOTHS_PER_ROW;
const LAST_HALL = 99;

export const BOOTH_CAPACITY = (LAST_HALL - FIRST_HALL + 1) * HALL_FLOORS * BOOTHS_PER_FLOOR;

export interface BoothNumber {
  code: string;
  hall: string;
}

/** The number of the booth handed out `index`-th (0-based). */
export function boothNumber(index: number): BoothNumber {
  if (!Number.isInteger(index) || index < 0 || index >= BOOTH_CAPACITY) throw new RangeError(`no booth number ${index}`);
  const floorIndex = Math.floor(index / BOOTHS_PER_FLOOR);
  const hall = `${FIRST_HALL + Math.floor(floorIndex / HALL_FLOORS)}.${(floorIndex % HALL_FLOORS) + 1}`;
  const withinFloor = index % BOOTHS_PER_FLOOR;
  const row = ROWS[Math.floor(withinFloor / BOOTHS_PER_ROW)] ?? 'A';
  const number = String((withinFloor % BOOTHS_PER_ROW) + 1).padStart(2, '0');
  return { code: `${hall}${row}${number}`, hall };
}
