// When a chat message was sent, as a chat shows it: the time alone today, the day and time this year, the full
// date and time before that. Server times are UTC+8 wall times, read and shown through ../time.ts only.
import { IM_TIME_LABEL_GAP_MS } from '../../../common/constants';
import type { Language } from '../../../common/language';
import { formatWallTime, parseWallTime } from '../../../common/time';
import { wholeDaysUntil } from '../../../common/wall-time';

const PATTERNS: Record<Language, { thisYear: string; otherYear: string }> = {
  'en-US': { thisYear: 'MMM D HH:mm', otherYear: 'MMM D, YYYY HH:mm' },
  'zh-CN': { thisYear: 'M月D日 HH:mm', otherYear: 'YYYY年M月D日 HH:mm' },
};

/** `sentAt` ('YYYY-MM-DD HH:mm:ss', UTC+8) as of `now`: '09:05', 'Nov 21 09:05' or 'Dec 30, 2025 09:05'. */
export function formatMessageTime(sentAt: string, language: Language, now: Date = new Date()): string {
  const sent = parseWallTime(sentAt);
  if (wholeDaysUntil(sentAt, now) === 0) return formatWallTime(sent, 'HH:mm');
  const sameYear = formatWallTime(sent, 'YYYY') === formatWallTime(now, 'YYYY');
  return formatWallTime(sent, sameYear ? PATTERNS[language].thisYear : PATTERNS[language].otherYear);
}

/** A conversation shows the time above a message that is the first, or comes 5 minutes or more after the one before. */
export function showsTimeLabel(previousSentAt: string | undefined, sentAt: string): boolean {
  if (previousSentAt === undefined) return true;
  return parseWallTime(sentAt).valueOf() - parseWallTime(previousSentAt).valueOf() >= IM_TIME_LABEL_GAP_MS;
}
