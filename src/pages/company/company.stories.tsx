import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import type { BuyerType } from '../../../common/generated/types';
import { companyInfoKeys } from '../../platform/company-info/company-info-queries';
import type { Language } from '../../../common/language';
import { CompanyInfoSection } from './CompanyInfoSection';
import storedEn from '../../../fixtures/company/company-info.stored.en-US.json';
import storedZh from '../../../fixtures/company/company-info.stored.zh-CN.json';

// The story sessions' ids (ladle/story-sessions.ts).
const BUYER = 'story-buyer';
const BUYER_WITHOUT_COMPANY = 'story-buyer-2';

interface Props {
  language?: Language;
  defaultBuyerType?: BuyerType;
  /** The stored company information of the story's buyer (null: none yet). */
  stored?: { userId: string; info: unknown };
}

/** The form part of the company completion route (its stored content page above it needs the server). */
function CompanyFormAt({ language = 'en-US', defaultBuyerType = 'Overseas purchaser', stored }: Props) {
  const page = language === 'en-US' ? 'foreignCreateEnterprise' : 'citizenCreateEnterprise';
  return (
    <CatalogPageFrame
      path={`/m/${language}/customPages/${page}`}
      route="/m/:lang/customPages/:name"
      page={
        <CompanyInfoSection language={language} defaultBuyerType={defaultBuyerType} returnTo={`/m/${language}/customPages/${page}`} onSaved={() => undefined} />
      }
      data={stored ? [[companyInfoKeys.self(stored.userId), stored.info]] : []}
    />
  );
}

/** A new buyer: the empty form, an overseas purchaser on the en-US route. */
export const NewCompany: Story = () => <CompanyFormAt stored={{ userId: BUYER_WITHOUT_COMPANY, info: null }} />;
NewCompany.meta = { session: 'buyerWithoutCompany' };

/** The citizen route in Chinese: a domestic purchaser by default, countries named and sorted in Chinese. */
export const NewCompanyZhCN: Story = () => (
  <CompanyFormAt language="zh-CN" defaultBuyerType="Domestic purchaser" stored={{ userId: BUYER_WITHOUT_COMPANY, info: null }} />
);
NewCompanyZhCN.meta = { session: 'buyerWithoutCompany', language: 'zh-CN' };

/** A buyer who completed it: the form edits what is stored. */
export const EditCompany: Story = () => <CompanyFormAt stored={{ userId: BUYER, info: storedEn }} />;
EditCompany.meta = { session: 'buyer' };

export const EditCompanyZhCN: Story = () => <CompanyFormAt language="zh-CN" defaultBuyerType="Domestic purchaser" stored={{ userId: BUYER, info: storedZh }} />;
EditCompanyZhCN.meta = { session: 'buyer', language: 'zh-CN' };

/** 'Request failed, click to reload' when the stored information cannot be read. */
export const Failed: Story = () => <CompanyFormAt />;
Failed.meta = { session: 'buyer' };

/** A visitor: the login notice with Sign In and Register. */
export const Visitor: Story = () => <CompanyFormAt />;

/** A seller: the register prompt and the way to the workbench. */
export const Seller: Story = () => <CompanyFormAt />;
Seller.meta = { session: 'seller' };
