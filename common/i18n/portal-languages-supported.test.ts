import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPortalLanguagesSupported } from './portal-languages-supported';

afterEach(() => vi.restoreAllMocks());

describe('withPortalLanguagesSupported', () => {
  it('answers for the portal languages without asking the browser', () => {
    const numberFormat = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dateTimeFormat = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const answers = withPortalLanguagesSupported(() => [Intl.NumberFormat.supportedLocalesOf('en-US'), Intl.DateTimeFormat.supportedLocalesOf(['zh-CN'])]);
    expect(answers).toEqual([['en-US'], ['zh-CN']]);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });

  it('still asks the browser about any other locale', () => {
    const numberFormat = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    withPortalLanguagesSupported(() => Intl.NumberFormat.supportedLocalesOf(['en-US', 'fr-FR']));
    expect(numberFormat).toHaveBeenCalledWith(['en-US', 'fr-FR'], undefined);
  });

  it('puts the browser’s answers back afterwards, also when creating fails', () => {
    const numberFormat = Intl.NumberFormat.supportedLocalesOf;
    const dateTimeFormat = Intl.DateTimeFormat.supportedLocalesOf;
    expect(() =>
      withPortalLanguagesSupported(() => {
        throw new Error('bad config');
      }),
    ).toThrow('bad config');
    expect(Intl.NumberFormat.supportedLocalesOf).toBe(numberFormat);
    expect(Intl.DateTimeFormat.supportedLocalesOf).toBe(dateTimeFormat);
  });
});
