// Issue 27: the demo employee changes what a section says in its form, sees the phone preview follow the typing
// before anything is saved, is refused a publish while a field is wrong (the field and the section marked), publishes,
// finds the new words in the public home page, and rolls back to the old ones. On the PostgreSQL portal, whose rows
// the browser tests may change; in zh-CN, which the other operator suite (en-US) leaves alone.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { launchBrowser } from './browser';
import { pngOf } from '../../server/media-library/testing/pictures';
import { rollBackToPreviousVersion } from './operator-actions';
import { logInAs, type SessionPage } from './session-pages';
import { postgresPortalUrl as base } from './portals';

let browser: Browser;
let operator: SessionPage;

beforeAll(async () => {
  browser = await launchBrowser();
  operator = await logInAs(browser, 'employee@demo.fair', base, '/work/pageconfigs/mobile-home?lang=zh-CN');
  // What the page and its frame were answered, for a failure's report (the page's calls, and the frame's).
  operator.page.on('response', (response) => {
    if (response.status() >= 400) answers.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  // An operator edits at a desk: the form beside the phone.
  await operator.page.setViewportSize({ width: 1280, height: 900 });
});
afterAll(() => browser?.close());

const answers: string[] = [];
// A failure says what else went wrong meanwhile: failed calls and console errors of the page and its frame.
beforeEach(() => {
  answers.length = 0;
  onTestFailed(() => console.error(`failed calls: ${JSON.stringify(answers)}\nconsole errors: ${JSON.stringify(operator.consoleErrors)}`));
});

/** The public home page's HTML as a visitor without a session gets it (its configuration is inlined there). */
async function publicHomeHtml(): Promise<string> {
  const reply = await fetch(`${base}/m/zh-CN/`);
  expect(reply.status).toBe(200);
  return reply.text();
}

describe('the content form', () => {
  it('changes a service tile’s title with the preview following, refuses an invalid publish, publishes and rolls back', async () => {
    const page = operator.page;
    const words = `三天办好签证 ${Date.now() % 100_000}`;
    // employee@demo.fair speaks Chinese: the operator page does too.
    await page.getByRole('combobox', { name: '板块' }).selectOption('SERVICES');
    const title = page.locator('#content-SERVICES_primary_0_title');
    const original = await title.inputValue();
    expect(original.length).toBeGreaterThan(0);
    expect(await publicHomeHtml()).toContain(original);

    const preview = page.frameLocator('iframe[title="移动端预览"]');
    await title.fill(words);
    // Before any save: the frame renders the unsaved document.
    await preview.locator('[data-section="SERVICES"]').getByText(words).waitFor();
    await page.getByText('有未保存的修改').waitFor();

    // A title the schema refuses: the field says why, the preview marks the section, the publish is refused.
    await title.fill('');
    await page.locator('#content-SERVICES_primary_0_title__error').waitFor();
    await preview.locator('[data-section="SERVICES"][data-skipped="invalid"]').waitFor();
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: /未发布/ });
    await refusal.waitFor();
    await refusal.getByRole('button', { name: /SERVICES/ }).waitFor();
    expect(await publicHomeHtml()).toContain(original);

    await title.fill(words);
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const live = page.getByText(/第 \d+ 版已上线/).first();
    await live.waitFor();
    const version = /第 (\d+) 版已上线/.exec((await live.textContent()) ?? '')?.[1];
    const published = await publicHomeHtml();
    expect(published).toContain(words);
    expect(published).not.toContain(original);
    // The version just published tells what it changed, in the operator's words. (Its own entry: on a loaded
    // machine the list may not show it yet when the toast does, and the first entry is then an older version.)
    await page.getByText(`第 ${version} 版的改动`, { exact: true }).click();
    await page
      .getByRole('list', { name: `第 ${version} 版的改动` })
      .getByText(`服务 (SERVICES) › 大图块 1 › 标题：“${original}” → “${words}”`)
      .waitFor();

    await rollBackToPreviousVersion(page);
    const rolledBack = await publicHomeHtml();
    expect(rolledBack).toContain(original);
    expect(rolledBack).not.toContain(words);
    expect(operator.consoleErrors).toEqual([]);
  });

  it('uploads a picture into a banner, previews it, and serves it at its hash for a year once published', async () => {
    const page = operator.page;
    await page.goto(`${base}/work/pageconfigs/mobile-home?lang=zh-CN`);
    await page.getByRole('combobox', { name: '板块' }).selectOption('TOPBANNER');
    const field = page.locator('#content-TOPBANNER_banners_0_materialInfo');
    const address = page.locator('#content-TOPBANNER_banners_0_materialInfo_url');
    const original = await address.inputValue();
    const picture = pngOf(750, 300, [Date.now() % 256, 90, 20]);
    await field.locator('input[type="file"]').setInputFiles({ name: 'autumn banner.png', mimeType: 'image/png', buffer: picture });
    await field.getByText('autumn banner.png 已存入媒体库并填入此处。').waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);
    expect(await page.locator('#content-TOPBANNER_banners_0_materialInfo_width').inputValue()).toBe('750');
    expect(await page.locator('#content-TOPBANNER_banners_0_materialInfo_height').inputValue()).toBe('300');
    // Before any save, the phone shows the new picture.
    await page.frameLocator('iframe[title="移动端预览"]').locator(`[data-section="TOPBANNER"] img[src="${url}"]`).first().waitFor({ state: 'attached' });

    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByText(/第 \d+ 版已上线/).waitFor();
    expect(await publicHomeHtml()).toContain(url);
    const served = await fetch(`${base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);

    await rollBackToPreviousVersion(page);
    const rolledBack = await publicHomeHtml();
    expect(rolledBack).toContain(original);
    expect(rolledBack).not.toContain(url);
    expect(operator.consoleErrors).toEqual([]);
  });
});

describe('the announcements', () => {
  it('writes an announcement in its form, refuses a bad link, shows it on the home page at once, changes it and deletes it', async () => {
    const page = operator.page;
    const words = `三号馆周一提前一小时开馆 ${Date.now() % 100_000}`;
    await page.goto(`${base}/work/announcements?lang=zh-CN`);
    await page.getByRole('button', { name: '新建公告' }).click();
    await page.locator('#content-ANNOUNCEMENT_title').fill(words);
    await page.locator('#content-ANNOUNCEMENT_redirectType').selectOption('URL');
    const link = page.locator('#content-ANNOUNCEMENT_linkUrl');
    await link.fill('javascript:alert(1)');
    await page.locator('#content-ANNOUNCEMENT_linkUrl__error').getByText('须为门户内的页面（以 / 开头）或以 http:// 或 https:// 开头的地址').waitFor();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByRole('alert').getByText('请先更正标出的字段。').waitFor();
    expect(await publicHomeHtml()).not.toContain(words);

    // The preview shows the bar as visitors will see it, before the save.
    await page.getByRole('complementary', { name: '预览' }).getByText(words).waitFor();
    await link.fill('/m/zh-CN/customPages/help');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('公告已保存：访客下次加载页面时即可看到。').waitFor();
    // The operator's list, not the preview's announcement bar, which shows the same words as it rotates.
    const announcements = page.getByRole('list', { name: '公告', exact: true });
    const row = announcements.getByRole('listitem').filter({ hasText: words });
    await row.getByText('展示中').waitFor();
    expect(await publicHomeHtml()).toContain(words);

    const changed = `${words} 改期`;
    await page.locator('#content-ANNOUNCEMENT_title').fill(changed);
    // The list may show the new title before the server has stored it: the page is asked for once the save answered.
    const stored = page.waitForResponse(
      (response) => response.request().method() !== 'GET' && new URL(response.url()).pathname.startsWith('/work/api/announcements'),
    );
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect((await stored).status()).toBeLessThan(300);
    await announcements.getByRole('listitem').filter({ hasText: changed }).waitFor();
    expect(await publicHomeHtml()).toContain(changed);
    const audit = page.getByRole('list', { name: '操作记录' });
    await expect.poll(async () => (await audit.getByRole('listitem').allTextContents()).map((text) => text.slice(0, 2))).toEqual(['保存', '新建']);

    await page.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await page.getByText('公告已删除。').waitFor();
    expect(await publicHomeHtml()).not.toContain(changed);
    expect(operator.consoleErrors).toEqual([]);
  });
});

describe('the news articles', () => {
  it('writes an article with a rich-text body, is refused a bad address name, publishes it for visitors and unpublishes it', async () => {
    const page = operator.page;
    const slug = `day-three-${Date.now() % 100_000}`;
    await page.goto(`${base}/work/news?lang=zh-CN`);
    await page.getByRole('button', { name: '新建文章' }).click();
    await page.locator('#news-title').fill('展会第三天：采购商洽谈量创新高');
    await page.locator('#news-slug').fill('Not A Slug');
    await page.locator('#news-summary').fill('第三天的洽谈量比第一天多出四成。');
    await page.locator('#news-coverUrl').fill('/media/news-and-events/turnover.svg');
    await page.locator('#news-body').click();
    await page.keyboard.type('洽谈量比第一天多出');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('四成');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '小标题' }).click();
    await page.keyboard.type('明日看点');
    // The preview shows the body as the article page will, before any save.
    await page.getByRole('complementary', { name: '预览' }).locator('h3', { hasText: '明日看点' }).waitFor();

    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.locator('#news-slug-error').waitFor();
    await page.locator('#news-slug').fill(slug);
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByText('文章已发布：访客从发布时间起可以看到。').waitFor();
    const article = await fetch(`${base}/b2bshop/api/news/articles/${slug}?lang=zh-CN`);
    expect(article.status).toBe(200);
    expect((await article.json()).body).toBe('<p>洽谈量比第一天多出<strong>四成</strong></p><h3>明日看点</h3>');
    const audit = page.getByRole('list', { name: '操作记录' });
    await expect.poll(async () => (await audit.getByRole('listitem').allTextContents()).map((text) => text.slice(0, 2))).toEqual(['发布', '新建']);

    await page.getByRole('button', { name: '撤回发布' }).click();
    await page.getByText('文章已撤回发布，重新成为草稿。').waitFor();
    expect((await fetch(`${base}/b2bshop/api/news/articles/${slug}?lang=zh-CN`)).status).toBe(404);
    expect(operator.consoleErrors).toEqual([]);
  });
});

describe('the press invitations', () => {
  it('creates an invitation in both languages, refuses fewer seats than sign-ups, and closes sign-ups', async () => {
    const page = operator.page;
    const id = `hall-5-briefing-${Date.now() % 100_000}`;
    await page.goto(`${base}/work/invitations?lang=zh-CN`);
    await page.getByRole('button', { name: '新建采访邀请' }).click();
    await page.locator('#invitation-id').fill(id);
    await page.locator('#invitation-title-ZH_CN').fill('5号馆开馆媒体见面会');
    await page.locator('#invitation-title-EN_US').fill('Hall 5 opening briefing');
    await page.locator('#invitation-place-ZH_CN').fill('5号馆新闻发布厅');
    await page.locator('#invitation-place-EN_US').fill('Hall 5, press room');
    await page.locator('#invitation-capacity').fill('30');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('采访邀请已保存。').waitFor();
    const opened = await (await fetch(`${base}/b2bshop/api/news/invitations/${id}?lang=en-US`)).json();
    expect(opened).toMatchObject({ title: 'Hall 5 opening briefing', place: 'Hall 5, press room', capacity: 30, status: 'OPEN' });

    // The seed's media tour has both of its seats taken: one seat is refused at the field.
    await page.getByRole('button', { name: /^编辑“(Media tour|智能家电)/ }).click();
    await page.locator('#invitation-capacity').fill('1');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('不能少于已报名的 2 位媒体会员').waitFor();
    await page.getByRole('button', { name: '关闭', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();

    await page.getByRole('button', { name: new RegExp(`^编辑“5号馆开馆媒体见面会`) }).click();
    await page.getByRole('button', { name: '关闭报名' }).click();
    await page.getByRole('listitem').filter({ hasText: '5号馆开馆媒体见面会' }).getByText('已截止').waitFor();
    expect((await (await fetch(`${base}/b2bshop/api/news/invitations/${id}?lang=zh-CN`)).json()).status).toBe('CLOSED');
    expect(operator.consoleErrors).toEqual([]);
  });
});
