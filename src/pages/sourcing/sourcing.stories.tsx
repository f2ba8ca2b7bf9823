import type { Story } from '@ladle/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { sourcingRequestKeys } from '../../platform/sourcing-requests/sourcing-request-queries';
import { RFQ_HASHES, type RfqView } from '../../platform/sourcing-requests/rfq-page-url';
import { SourcingRequestPage } from './SourcingRequestPage';
import manyEn from '../../../fixtures/company/sourcing-request-list.many.en-US.json';
import manyZh from '../../../fixtures/company/sourcing-request-list.many.zh-CN.json';
import empty from '../../../fixtures/company/sourcing-request-list.empty.json';

// The story sessions' ids (ladle/story-sessions.ts).
const BUYER = 'story-buyer';

interface Props {
  language?: Language;
  view?: RfqView;
  /** The buyer's requests (none: the failed state). */
  requests?: unknown;
}

/** /member/rfq/index at a view (its hash), the buyer's list answered from a fixture. */
function SourcingPageAt({ language = 'en-US', view = 'list', requests }: Props) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  useState(() => {
    if (requests) client.setQueryData(sourcingRequestKeys.mine(BUYER), requests);
    return true;
  });
  const path = `/member/rfq/index?lang=${language}${RFQ_HASHES[view]}`;
  const opened = `${location.pathname}${location.search}${location.hash}` === path;
  useEffect(() => {
    if (!opened) navigate(path, { replace: true });
  }, [opened, path, navigate]);
  return (
    <Routes>
      <Route path="/member/rfq/index" element={<SourcingRequestPage language={language} />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

/** #/rfq-list/create: the form. */
export const CreateRequest: Story = () => <SourcingPageAt view="create" />;
CreateRequest.meta = { session: 'buyer' };

export const CreateRequestZhCN: Story = () => <SourcingPageAt language="zh-CN" view="create" />;
CreateRequestZhCN.meta = { session: 'buyer', language: 'zh-CN' };

/** #/rfq-list: my requests, most recent first. */
export const MyRequests: Story = () => <SourcingPageAt requests={manyEn} />;
MyRequests.meta = { session: 'buyer' };

export const MyRequestsZhCN: Story = () => <SourcingPageAt language="zh-CN" requests={manyZh} />;
MyRequestsZhCN.meta = { session: 'buyer', language: 'zh-CN' };

/** None yet: the way to post the first. */
export const NoRequests: Story = () => <SourcingPageAt requests={empty} />;
NoRequests.meta = { session: 'buyer' };

/** A visitor: the login notice in place of the form. */
export const Visitor: Story = () => <SourcingPageAt view="create" />;

/** A seller: the register prompt (spec §8) and the way to the workbench. */
export const Seller: Story = () => <SourcingPageAt view="create" />;
Seller.meta = { session: 'seller' };

/** A buyer without company information: the spec §8 notice with Complete now. */
export const CompanyIncomplete: Story = () => <SourcingPageAt view="create" />;
CompanyIncomplete.meta = { session: 'buyerWithoutCompany' };
