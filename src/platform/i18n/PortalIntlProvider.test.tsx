import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, getCurrentLanguage, setCurrentLanguage } from '../../../common/language';
import { PortalIntlProvider } from './PortalIntlProvider';

afterEach(() => setCurrentLanguage(FALLBACK_LANGUAGE));

describe('PortalIntlProvider', () => {
  it('shows messages in the page language', () => {
    render(
      <PortalIntlProvider language="en-US">
        <FormattedMessage id="comingSoon" />
      </PortalIntlProvider>,
    );
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('shows zh-CN messages in Chinese', () => {
    render(
      <PortalIntlProvider language="zh-CN">
        <FormattedMessage id="comingSoon" />
      </PortalIntlProvider>,
    );
    expect(screen.getByText('敬请期待')).toBeInTheDocument();
  });

  it('makes the page language the current language before its children render', () => {
    let seenByChild: string | undefined;
    function Child() {
      seenByChild = getCurrentLanguage();
      return null;
    }
    render(
      <PortalIntlProvider language="en-US">
        <Child />
      </PortalIntlProvider>,
    );
    expect(seenByChild).toBe('en-US');
  });
});
