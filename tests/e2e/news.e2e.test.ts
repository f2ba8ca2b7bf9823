// The news centre (issue 9) in a real browser against the real server and its seeded news: a visitor reads
// articles in each language (every NEWSANDEVENTS link of the seeded home page opens its article), a media
// member signs up for the open press invitation and is refused for the full one, a buyer is told sign-up is
// for media.
import { describe, expect, it } from 'vitest';
import { useTestBrowser, openMobilePage, type MobilePage } from './browser';
import { logInAs, logInOnLoginPage, openSessionPage } from './session-pages';
import homeEn from '../../fixtures/seed/page-configs.mobile-home.en-US.json';
import homeZh from '../../fixtures/seed/page-configs.mobile-home.zh-CN.json';
import { embeddedPortalUrl as base } from './portals';

const HOME_NEWS = { 'en-US': homeEn.sections.NEWSANDEVENTS.links, 'zh-CN': homeZh.sections.NEWSANDEVENTS.links } as const;
const TEXTS = {
  'en-US': { centre: 'News centre', category: 'Fair news', opening: 'Global Trade Fair 2026 Autumn Session opens' },
  'zh-CN': { centre: '新闻中心', category: '展会新闻', opening: '2026全球贸易博览会秋季展开幕' },
} as const;
const OPEN_INVITATION = '/m/en-US/news/invitations/closing-press-conference';
const FULL_INVITATION = '/m/en-US/news/invitations/smart-appliance-media-tour';

const { browser, closeAfterTest } = useTestBrowser();

async function open(path: string): Promise<MobilePage> {
  const mobile = await openMobilePage(browser());
  closeAfterTest(mobile);
  await mobile.page.addInitScript(() => window.localStorage.setItem('portal.dismissed.registerTip', 'dismissed'));
  await mobile.page.goto(`${base}${path}`);
  return mobile;
}

/** The path of a NEWSANDEVENTS link (POST and WEB_PAGE links name it in fullUrl). */
function linkPath(link: (typeof HOME_NEWS)['en-US'][number]): string {
  const target = 'post' in link ? link.post : 'webPage' in link ? link.webPage : undefined;
  if (!target) throw new Error(`NEWSANDEVENTS link ${link.id} names no page`);
  return target.fullUrl;
}

describe.each(['en-US', 'zh-CN'] as const)('a visitor in %s', (language) => {
  const text = TEXTS[language];

  it('goes from the news centre to an article and reads it', async () => {
    const { page, consoleErrors } = await open(`/m/${language}/news?category=FAIR_NEWS`);
    await page.getByRole('heading', { level: 1, name: text.centre }).waitFor();
    expect(await page.getByRole('link', { name: text.category, exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: new RegExp(text.opening) }).click();
    await page.waitForURL(new RegExp(`/m/${language}/news/2026-autumn-opening-ceremony$`));
    await page.getByRole('heading', { level: 2, name: new RegExp(text.opening) }).waitFor();
    expect(await page.locator('article blockquote').count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('opens every NEWSANDEVENTS link of the seeded home page as an article', async () => {
    const links = HOME_NEWS[language];
    const { page, consoleErrors } = await open(`/m/${language}/`);
    for (const link of links) {
      await page.goto(`${base}${linkPath(link)}`);
      await page.getByRole('heading', { level: 2, name: link.title }).waitFor();
    }
    expect(consoleErrors).toEqual([]);
  });
});

describe('press invitations', () => {
  it('media@demo.fair logs in through the media login, signs up for the open invitation and is refused for the full one', async () => {
    const media = await openSessionPage(browser());
    closeAfterTest(media);
    const { page } = media;
    await page.goto(`${base}${OPEN_INVITATION}`);
    await page.getByText('Please log in with your media account to sign up.').waitFor();
    await page.getByRole('link', { name: 'Media login' }).click();
    await page.getByRole('heading', { name: 'Media login' }).waitFor();
    await logInOnLoginPage(page, 'media@demo.fair');
    await page.waitForURL(`${base}${OPEN_INVITATION}`);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('You have signed up. We look forward to seeing you at the event.').waitFor();
    await page.getByText('1 of 120 taken').waitFor();

    await page.goto(`${base}${FULL_INVITATION}`);
    await page.getByText('This event is full: no seats are left.').waitFor();
    expect(await page.getByRole('button', { name: 'Sign up' }).count()).toBe(0);
    expect(media.consoleErrors).toEqual([]);
  });

  it('buyer@demo.fair is told sign-up is for media', async () => {
    const buyer = await logInAs(browser(), 'buyer@demo.fair', base, OPEN_INVITATION);
    closeAfterTest(buyer);
    await buyer.page.getByText('Sign-up is for media members only.').waitFor();
    expect(await buyer.page.getByRole('button', { name: 'Sign up' }).count()).toBe(0);
    expect(buyer.consoleErrors).toEqual([]);
  });
});
