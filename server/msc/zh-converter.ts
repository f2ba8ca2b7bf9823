// Spec §7: traditional Chinese to simplified, phrases included (臺灣電腦軟體 → 台湾电脑软件), by opencc-js:
// its dictionaries are the OpenCC project's, which no list of ours would match.
import { Converter } from 'opencc-js/t2cn';

const toSimplified = Converter({ from: 'twp', to: 'cn' });

export function simplifiedChinese(text: string): string {
  return toSimplified(text);
}
