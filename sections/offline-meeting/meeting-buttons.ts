import type { OfflineMeetingData } from '../../src/generated/types';

export interface MeetingButton {
  id: 'mainTitle' | 'subTitle';
  label: string;
  link: string | undefined;
}

/** Spec §2: the main title and the sub title are buttons to their links; a blank title makes no button. */
export function meetingButtons(data: OfflineMeetingData): MeetingButton[] {
  const buttons: MeetingButton[] = [
    { id: 'mainTitle', label: data.title?.trim() ?? '', link: data.udfs.mainTitleLink },
    { id: 'subTitle', label: data.subTitle?.trim() ?? '', link: data.udfs.subTitleLink },
  ];
  return buttons.filter((button) => button.label !== '');
}
