import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Pagination } from './Pagination';

function Pager({ total, page: first = 1 }: { total: number; page?: number }) {
  const [{ page, size }, setPaging] = useState({ page: first, size: 20 });
  return (
    <div style={{ margin: 12, borderRadius: 10, background: 'var(--color-surface)' }}>
      <Pagination page={page} size={size} total={total} sizes={[10, 20, 50]} onChange={(next, nextSize) => setPaging({ page: next, size: nextSize })} />
    </div>
  );
}

/** Three pages: every page has its button. */
export const FewPages: Story = () => <Pager total={47} />;

/** 240 pages, in the middle: first, last, the current page with its neighbours, and gaps. */
export const ManyPages: Story = () => <Pager total={4800} page={120} />;

export const ZhCN: Story = () => <Pager total={4800} page={3} />;
ZhCN.meta = { language: 'zh-CN' };
