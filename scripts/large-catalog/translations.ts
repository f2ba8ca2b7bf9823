import type { Translations as StoredTranslations } from '../../server/member/actions/listings/product-repository.js';

/** A translated text as the catalogue tables store it (spec §3), with every language filled in. */
export type Translations = Required<StoredTranslations>;

export const translations = (en: string, zh: string): Translations => ({ EN_US: en, ZH_CN: zh });
