import type { FastifyRequest } from 'fastify';
import { messageFor, type Viewer } from '../../../auth/viewer.js';
import { ApiError } from '../../../errors/api-error.js';
import { ErrorCode } from '../../../errors/error-codes.js';
import type { BlacklistRepository } from '../listings/blacklist-repository.js';
import type { ExhibitorRepository } from '../listings/exhibitor-repository.js';
import type { ProductRepository } from '../listings/product-repository.js';
import type { FollowTarget } from './repository.js';

export interface FollowTargetSources {
  products: ProductRepository;
  exhibitors: ExhibitorRepository;
  blacklists: BlacklistRepository;
}

/**
 * Throws unless the viewer may follow the target: it must exist (404), and a product whose company is
 * on the viewer's blacklist needs the explicit confirmation (spec §5: 409 until confirmBlacklisted).
 */
export async function checkFollowTarget(
  sources: FollowTargetSources,
  request: FastifyRequest,
  viewer: Viewer,
  target: FollowTarget & { confirmBlacklisted?: boolean },
): Promise<void> {
  if (target.targetType === 'EXHIBITOR') {
    if (!(await sources.exhibitors.isExhibitor(target.targetId))) throw notFound(`No exhibitor "${target.targetId}".`);
    return;
  }
  const product = await sources.products.find(target.targetId);
  if (product === undefined) throw notFound(`No product "${target.targetId}".`);
  if (target.confirmBlacklisted === true) return;
  if (await sources.blacklists.isBlacklisted({ accountId: viewer.accountId, siteTraderId: product.siteTraderId })) {
    throw new ApiError(409, ErrorCode.blacklistedCompany, messageFor(request, 'follow.blacklistedCompany'));
  }
}

function notFound(message: string): ApiError {
  return new ApiError(404, ErrorCode.notFound, message);
}
