import type { Story } from '@ladle/react';
import { SectionPreview } from '../../ladle/SectionPreview';
import many from './fixtures/many.en-US.json';
import manyZh from './fixtures/many.zh-CN.json';
import longTitles from './fixtures/long-titles.en-US.json';
import threeSteps from './fixtures/broken/steps--minItems.json';
import { globalSupplyMiningDocking } from '.';

const TITLE = 'Global Sourcing Matchmaking';

/** 'Post a sourcing request' asks a visitor to sign in or register. */
export const Visitor: Story = () => <SectionPreview section={globalSupplyMiningDocking} data={many} title={TITLE} />;
Visitor.meta = { session: 'visitor' };

/** 'Post a sourcing request' opens the create page of the member area in a new tab. */
export const Buyer: Story = () => <SectionPreview section={globalSupplyMiningDocking} data={many} title={TITLE} />;
Buyer.meta = { session: 'buyer' };

/** 'Post a sourcing request' offers to register as a buyer. */
export const Seller: Story = () => <SectionPreview section={globalSupplyMiningDocking} data={many} title={TITLE} />;
Seller.meta = { session: 'seller' };

/** 'Post a sourcing request' asks to complete the company information first. */
export const BuyerWithoutCompany: Story = () => <SectionPreview section={globalSupplyMiningDocking} data={many} title={TITLE} />;
BuyerWithoutCompany.meta = { session: 'buyerWithoutCompany' };

export const ZhCN: Story = () => <SectionPreview section={globalSupplyMiningDocking} data={manyZh} language="zh-CN" title="全球供采对接" />;
ZhCN.meta = { language: 'zh-CN' };

/** Step titles wrap to two lines and no further. */
export const LongStepTitles: Story = () => <SectionPreview section={globalSupplyMiningDocking} data={longTitles} title={TITLE} />;

/** Three steps are not the four-step list: the engine skips the section and warns in the console. */
export const ThreeSteps: Story = () => <SectionPreview section={globalSupplyMiningDocking} data={threeSteps} title={TITLE} />;
