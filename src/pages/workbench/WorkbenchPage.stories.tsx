import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import type { Language } from '../../../common/language';
import { accountData, type StoryData } from '../usercenter/testing/centre-story-data';
import { WorkbenchPage } from './WorkbenchPage';

function WorkbenchAt({ backOffice, language = 'en-US', data = [] }: { backOffice: string; language?: Language; data?: StoryData }) {
  return (
    <CatalogPageFrame path={`/${backOffice}/workbench/index`} route="/:backOffice/workbench/index" page={<WorkbenchPage language={language} />} data={data} />
  );
}

/** Until the exhibitor's own workbench lands: the seller's personal-centre parts. */
export const Seller: Story = () => <WorkbenchAt backOffice="seller" data={accountData('story-seller', 'SELLER', 'seller@demo.fair')} />;
Seller.meta = { session: 'seller' };

export const Group: Story = () => <WorkbenchAt backOffice="group" language="zh-CN" data={accountData('story-group', 'GROUP', 'group@demo.fair')} />;
Group.meta = { session: 'group', language: 'zh-CN' };

/** The operators' page configuration and the service desk first. */
export const Employee: Story = () => <WorkbenchAt backOffice="work" data={accountData('story-employee', 'EMPLOYEE', 'employee@demo.fair')} />;
Employee.meta = { session: 'employee' };

/** A seller in the group back office: the way to their own workbench. */
export const OtherBackOffice: Story = () => <WorkbenchAt backOffice="group" />;
OtherBackOffice.meta = { session: 'seller' };
