import type { OfflineMeetingData } from '../../common/generated/types';
import { hasFlag } from '../../common/flags';

export interface MeetingButton {
  id: 'mainTitle' | 'subTitle';
  label: string;
  link: string | undefined;
}

/**
 * Spec §2: the main title and the sub title are buttons to their links; a blank title makes no button. The
 * sub title (the onsite badge, for those who attend both online and offline) follows that flag bit (§4).
 */
export function meetingButtons(data: OfflineMeetingData, flagMask: number): MeetingButton[] {
  const buttons: MeetingButton[] = [
    { id: 'mainTitle', label: data.title?.trim() ?? '', link: data.udfs.mainTitleLink },
    ...(hasFlag(flagMask, 'attendOnlineAndOffline') ? [{ id: 'subTitle' as const, label: data.subTitle?.trim() ?? '', link: data.udfs.subTitleLink }] : []),
  ];
  return buttons.filter((button) => button.label !== '');
}
