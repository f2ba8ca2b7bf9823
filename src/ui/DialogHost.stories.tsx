import type { Story } from '@ladle/react';
import { useEffect } from 'react';
import { openDialog, openPurchaserConfirm } from '../platform/dialogs';
import { showGate, type GatedAction } from '../platform/role-gates';

/** Opens the prompt when the story shows; the story's providers (ladle/components.tsx) hold the DialogHost. */
function Opens({ open }: { open: () => unknown }) {
  useEffect(() => {
    open();
  }, [open]);
  return <p style={{ padding: 16 }}>The page behind the dialog does not scroll while it is open.</p>;
}

const gate = (which: Parameters<typeof showGate>[0], action: GatedAction) => () => void showGate(which, action, { language: 'en-US' });

/** Spec §5: a visitor's buyer action — Sign In, Register, or the close button to keep browsing. */
export const VisitorNotice: Story = () => <Opens open={gate('visitor', 'favorite')} />;

export const VisitorNoticeZhCN: Story = () => <Opens open={() => void showGate('visitor', 'favorite', { language: 'zh-CN' })} />;
VisitorNoticeZhCN.meta = { language: 'zh-CN' };

/** Spec §5: the server answered that nobody is logged in. */
export const LoginFirst: Story = () => <Opens open={gate('loginFirst', 'businessCard')} />;

/** Spec §5: the appointment message, the longest of the five. */
export const NotBuyer: Story = () => <Opens open={gate('notBuyer', 'appointment')} />;

/** Spec §8: a non-buyer posting a sourcing request. */
export const NotBuyerYet: Story = () => <Opens open={gate('notBuyerYet', 'sourcingRequest')} />;

/** Spec §8: the company notice with Complete now. */
export const CompanyIncomplete: Story = () => <Opens open={gate('companyIncomplete', 'appointment')} />;

export const CompanyIncompleteZhCN: Story = () => <Opens open={() => void showGate('companyIncomplete', 'appointment', { language: 'zh-CN' })} />;
CompanyIncompleteZhCN.meta = { language: 'zh-CN' };

/** Spec §4, §9: the mobile purchaser confirm, 74.67% wide; Confirm marks a logout in the register page. */
export const PurchaserConfirm: Story = () => (
  <Opens open={() => void openPurchaserConfirm({ title: 'common.notice', message: { id: 'auth.alreadyLoggedIn' }, cancelLabel: 'common.cancel' })} />
);

/** Spec §9: closable shows a close button; mask-close off keeps the dialog open on a tap outside it. */
export const ClosableWithoutMaskClose: Story = () => (
  <Opens open={() => void openDialog({ title: 'common.notice', message: { id: 'sound.notice' }, closable: true, maskClosable: false })} />
);
