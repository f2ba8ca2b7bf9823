import type { FastifyPluginAsync } from 'fastify';
import type { ErrorItem, ProblemReport, ProblemReportReceipt } from '../../common/generated/types.js';
import { translate } from '../../common/i18n/messages.js';
import {
  problemReportErrors,
  reportedShopCode,
  REPORT_DESCRIPTION_MAX,
  REPORT_DESCRIPTION_MIN,
  type ProblemReportErrors,
} from '../../common/problem-report.js';
import { requestLanguage } from '../auth/viewer.js';
import { ErrorCode } from '../errors/error-codes.js';
import { replying } from '../http/error-responses.js';
import type { ProblemReportRepository } from './repository.js';

const REPORT_BODY_LIMIT_BYTES = 16_384;

/** A public write anyone can make: fewer per address than the API's general limit (server/plugins/rate-limit.ts). */
export const REPORTS_PER_MINUTE = 5;

// The body only has to be four strings of a sane size; what each must hold is checked field by field below,
// so the page can show each message next to its field.
const bodySchema = {
  type: 'object',
  properties: {
    type: { type: 'string', maxLength: 40 },
    target: { type: 'string', maxLength: 2048 },
    description: { type: 'string', maxLength: 8000 },
    email: { type: 'string', maxLength: 1024 },
  },
  required: ['type', 'target', 'description', 'email'],
  additionalProperties: false,
};

/**
 * /report: POST /api/reports { type, target, description, email } → { reference }. Each invalid field is an
 * errorList item E400_REPORT_FIELD with the field's JSON pointer (/description), in the request's language.
 */
export function problemReportRoutes(repository: ProblemReportRepository, now: () => Date = () => new Date()): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: ProblemReport }>(
      '/api/reports',
      {
        bodyLimit: REPORT_BODY_LIMIT_BYTES,
        config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: { body: bodySchema, response: replying('reports/problem-report-receipt.schema.json#') },
      },
      async (request, reply) => {
        const report: ProblemReport = {
          type: request.body.type,
          target: request.body.target.trim(),
          description: request.body.description.trim(),
          email: request.body.email.trim(),
        };
        const errors = problemReportErrors(report);
        const shopCode = reportedShopCode(report.target);
        if (errors.target === undefined && shopCode !== undefined && !(await repository.shopExists(shopCode))) errors.target = 'report-page.error.unknownShop';
        const items = errorItems(errors, requestLanguage(request));
        if (items.length > 0) return reply.code(400).send({ errorList: items });
        const reference = await repository.insert(report, request.viewer?.accountId ?? null, now());
        const receipt: ProblemReportReceipt = { reference };
        return receipt;
      },
    );
  };
}

function errorItems(errors: ProblemReportErrors, language: ReturnType<typeof requestLanguage>): ErrorItem[] {
  return Object.entries(errors).map(([field, id]) => ({
    errorCode: ErrorCode.reportField,
    errorMessage: translate(language, id, { min: REPORT_DESCRIPTION_MIN, max: REPORT_DESCRIPTION_MAX }),
    pointer: `/${field}`,
  }));
}
