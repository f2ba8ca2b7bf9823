import type { SectionContext } from '../../src/engine/types';
import type { FairSession, OpeningCountdownData } from '../../common/generated/types';
import { InvalidWallTimeError, wholeDaysUntil } from '../../common/wall-time';

export interface Countdown {
  fair: FairSession;
  /** Spec §9: whole days until the opening day. */
  days: number;
}

/** Spec §3: the fair of the page's industry site that has its countdown on (countDown Y). */
function countingDownFair(data: OpeningCountdownData, industrySiteId: string): FairSession | undefined {
  return data.fairs.find((fair) => fair.industrySite.id === industrySiteId && fair.countDown === 'Y');
}

/** The fair the section counts down to and its day count; undefined when the current industry site has none. */
export function countdownOf(data: OpeningCountdownData, context: Pick<SectionContext, 'industrySiteId' | 'now'>): Countdown | undefined {
  const fair = countingDownFair(data, context.industrySiteId);
  if (!fair) return undefined;
  try {
    return { fair, days: wholeDaysUntil(fair.startEndTime.fromTime, context.now) };
  } catch (error) {
    // The schema checks the wall-time pattern only; a day that does not exist (2027-02-30) cannot be counted
    // down to. Said once here, and the section hides instead of taking the page down with it.
    if (!(error instanceof InvalidWallTimeError)) throw error;
    console.warn('[OPENINGCOUNTDOWN] the fair has no real opening time; the countdown is hidden', error.message);
    return undefined;
  }
}

/** Spec §4: the countdown shows only when the day count is above zero. */
export function isCountingDown(countdown: Countdown | undefined): countdown is Countdown {
  return countdown !== undefined && countdown.days > 0;
}
