import type { FastifyPluginAsync } from 'fastify';
import type { InquiryList, Language } from '../../../../common/generated/types.js';
import { requireBuyer, viewerOf } from '../../../auth/viewer.js';
import { languageQuery } from '../../../b2bshop/catalog/catalog-schemas.js';
import { textIn } from '../../../b2bshop/catalog/catalog-text.js';
import { replying } from '../../../http/error-responses.js';
import { requiredExhibitorRef } from '../listings/exhibitor-ref.js';
import type { InquiryRepository } from './repository.js';

const schema = {
  querystring: { type: 'object', properties: { lang: languageQuery } },
  response: replying('buyer/inquiry-list.schema.json#'),
};

/** GET /member/api/inquiries/self?lang=: the buyer's inquiries with the exhibitors' replies (personal centre). */
export function inquirySelfRoute(inquiries: InquiryRepository): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { lang: Language } }>(
      '/member/api/inquiries/self',
      { schema, preValidation: requireBuyer('submitRequest') },
      async (request): Promise<InquiryList> => {
        const { lang } = request.query;
        const rows = await inquiries.listOf(viewerOf(request).accountId);
        return rows.map((row) => ({
          id: row.id,
          exhibitor: requiredExhibitorRef(row, lang),
          product: row.product_id === null ? null : { id: row.product_id, title: row.product_title === null ? '' : textIn(row.product_title, lang) },
          content: row.content,
          createdAt: row.created_at,
          replies: row.replies,
        }));
      },
    );
  };
}
