// Spec §7, §8: a search keyword in simplified Chinese before it is searched for. Only a keyword with Chinese
// characters is sent; when the converter fails, that is logged and the keyword is used as typed.
import { requestCheckedLazily } from './lazy-request';

export const ZH_CONVERTER_PATH = '/public/api/msc/zhConverter';

const HAN = /\p{Script=Han}/u;

export function hasChineseCharacters(text: string): boolean {
  return HAN.test(text);
}

export async function toSimplifiedChinese(keyword: string): Promise<string> {
  try {
    const reply = await requestCheckedLazily(
      { method: 'POST', url: ZH_CONVERTER_PATH, params: { value: keyword }, suppressErrorToast: true },
      () => import('../../common/generated/validators/validateZhConverterReply.js').then((module) => module.validateZhConverterReply),
      'converter reply',
    );
    return reply.value;
  } catch (error) {
    console.warn('[search] the converter failed; the keyword is searched as typed:', error instanceof Error ? error.message : error);
    return keyword;
  }
}
