import type { Language } from '../../common/generated/types.js';
import { FLAG_BITS } from '../../common/constants.js';
import { HOME_PAGE } from '../../common/pages.js';
import type { PageConfigRepository } from './repository.js';

const ALL_FLAGS = Object.values(FLAG_BITS).reduce((mask, bit) => mask | bit, 0);

/** The live home page's flag mask in a language; every bit on while no configuration is live (nothing gated). */
export async function liveFlagMask(repository: PageConfigRepository, language: Language): Promise<number> {
  const live = await repository.findLive(HOME_PAGE, language);
  if (live === undefined) return ALL_FLAGS;
  const { flagMask } = JSON.parse(live.document) as { flagMask?: unknown };
  return typeof flagMask === 'number' ? flagMask : ALL_FLAGS;
}
