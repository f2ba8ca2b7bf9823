// react-intl's createIntl asks Intl.NumberFormat and Intl.DateTimeFormat whether they support the locale. The
// first such supportedLocalesOf call makes the browser list every locale its Intl data has: 30–120 ms of main
// thread on a desktop, four times that on a phone, in the middle of hydration, and nothing else on the first
// screen needs that list. The portal's two languages are in every browser's Intl data, so while createIntl
// runs those two questions are answered for them without it; any other locale is still asked of the browser.
import { isLanguage } from '../language';

type SupportedLocalesOf = typeof Intl.NumberFormat.supportedLocalesOf;

const CHECKED_APIS: ReadonlyArray<{ supportedLocalesOf: SupportedLocalesOf }> = [Intl.NumberFormat, Intl.DateTimeFormat];

export function withPortalLanguagesSupported<T>(create: () => T): T {
  const originals = CHECKED_APIS.map((api) => api.supportedLocalesOf);
  CHECKED_APIS.forEach((api, index) => {
    const original = originals[index];
    if (!original) return;
    const answer: SupportedLocalesOf = (locales, options) => {
      const asked = locales === undefined ? [] : [locales].flat();
      return asked.length > 0 && asked.every(isLanguage) ? asked : original.call(api, locales, options);
    };
    api.supportedLocalesOf = answer;
  });
  try {
    return create();
  } finally {
    CHECKED_APIS.forEach((api, index) => {
      const original = originals[index];
      if (original) api.supportedLocalesOf = original;
    });
  }
}
