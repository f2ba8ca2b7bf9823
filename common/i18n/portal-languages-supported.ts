// react-intl's createIntl asks Intl.NumberFormat and Intl.DateTimeFormat whether they support the locale. The
// first such supportedLocalesOf call makes the browser list every locale its Intl data has: 30–120 ms of main
// thread in Chromium on this project's machines, about four times that at Lighthouse's mobile CPU setting, in
// the middle of hydration, and nothing else on the first screen needs that list. The portal's two languages
// are in every browser's Intl data, so while createIntl runs those two questions are answered for them
// without it; any other locale is still asked of the browser.
import { isLanguage } from '../language';

type SupportedLocalesOf = typeof Intl.NumberFormat.supportedLocalesOf;

const CHECKED_APIS: ReadonlyArray<{ supportedLocalesOf: SupportedLocalesOf }> = [Intl.NumberFormat, Intl.DateTimeFormat];

export function withPortalLanguagesSupported<T>(create: () => T): T {
  const saved = CHECKED_APIS.map((api) => ({ api, original: api.supportedLocalesOf }));
  for (const { api, original } of saved) {
    const answer: SupportedLocalesOf = (locales, options) => {
      const asked = locales === undefined ? [] : [locales].flat();
      return asked.length > 0 && asked.every(isLanguage) ? asked : original.call(api, locales, options);
    };
    api.supportedLocalesOf = answer;
  }
  try {
    return create();
  } finally {
    for (const { api, original } of saved) api.supportedLocalesOf = original;
  }
}
