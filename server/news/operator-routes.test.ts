import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateOperatorAuditList, validateOperatorNewsArticle, validateOperatorNewsArticleList } from '../../common/generated/validators.js';
import { loginAs, type TestLogin } from '../auth/testing/login.js';
import { testDatabases } from '../db/testing/databases.js';
import { openTestApp, type TestApp } from '../testing/app.js';

const HOSTILE_BODY =
  '<p onclick="steal()">Hello<script>alert(1)</script></p><img src="/media/a.svg" alt="a" onerror="alert(2)" />' +
  '<a href="javascript:alert(3)">click</a><iframe src="https://evil.example"></iframe><h2>Next</h2>';

const document = (overrides: Record<string, unknown> = {}) => ({
  language: 'en-US',
  slug: 'operator-written-story',
  category: 'NOTICE',
  kind: 'ARTICLE',
  title: 'A notice written by an operator',
  summary: 'Written through the operator API.',
  body: HOSTILE_BODY,
  coverUrl: '/media/news-and-events/turnover.svg',
  attachments: [{ name: 'Guide', url: 'https://fair.example/guide.pdf' }],
  ...overrides,
});

describe.each(testDatabases)('the operator news API on $name (issue 9)', (kind) => {
  let portal: TestApp;
  let employee: TestLogin;
  beforeAll(async () => {
    portal = await openTestApp(kind);
    employee = await loginAs(portal.app, 'employee@demo.fair');
  });
  afterAll(() => portal?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, login?: TestLogin, payload?: object, language = 'en-US') =>
    portal.app.inject({ method, url, headers: { 'x-user-lan': language, ...login?.headers }, ...(payload ? { payload } : {}) });
  const publicArticle = (slug: string) => portal.app.inject(`/b2bshop/api/news/articles/${slug}?lang=en-US`);

  it('lets nobody but an employee write, validate, list or publish', async () => {
    const { json } = await call('POST', '/work/api/news/articles', employee, { document: document({ slug: 'refused-elsewhere' }) });
    const { id } = json();
    const calls = [
      ['GET', '/work/api/news/articles?lang=en-US'],
      ['POST', '/work/api/news/articles', { document: document({ slug: 'by-a-buyer' }) }],
      ['POST', '/work/api/news/validate', { document: document() }],
      ['PUT', `/work/api/news/articles/${id}`, { document: document() }],
      ['POST', `/work/api/news/articles/${id}/publish`],
      ['POST', `/work/api/news/articles/${id}/unpublish`],
      ['GET', `/work/api/news/articles/${id}/audit`],
    ] as const;
    for (const email of ['buyer@demo.fair', 'seller@demo.fair', 'media@demo.fair']) {
      const login = await loginAs(portal.app, email);
      for (const [method, url, payload] of calls) {
        const refused = await call(method, url, login, payload);
        expect(refused.statusCode, `${email} ${method} ${url}`).toBe(403);
        expect(refused.json().errorList[0]).toEqual({ errorCode: 'E403_NOT_EMPLOYEE', errorMessage: 'Publishing news is for employee accounts only.' });
      }
    }
    for (const [method, url, payload] of calls) expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    expect((await publicArticle('refused-elsewhere')).statusCode).toBe(404);
  });

  it('stores a draft with its body sanitised, unseen by visitors until it is published', async () => {
    const created = await call('POST', '/work/api/news/articles', employee, { document: document() });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(validateOperatorNewsArticle(draft), JSON.stringify(validateOperatorNewsArticle.errors)).toBe(true);
    expect(draft).toMatchObject({ status: 'DRAFT', errors: [], updatedBy: 'acc-employee' });
    expect(draft.document.body).toBe('<p>Hello</p><img src="/media/a.svg" alt="a" /><a>click</a><h2>Next</h2>');
    expect((await publicArticle('operator-written-story')).statusCode).toBe(404);

    const drafts = (await call('GET', '/work/api/news/articles?lang=en-US', employee)).json();
    expect(validateOperatorNewsArticleList(drafts), JSON.stringify(validateOperatorNewsArticleList.errors)).toBe(true);
    expect(drafts.articles.map((article: { id: string }) => article.id)).toContain(draft.id);

    const updated = await call('PUT', `/work/api/news/articles/${draft.id}`, employee, {
      document: document({ title: 'A notice, revised', body: '<p>Fine</p>' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().document).toMatchObject({ title: 'A notice, revised', body: '<p>Fine</p>' });

    const published = await call('POST', `/work/api/news/articles/${draft.id}/publish`, employee);
    expect(published.statusCode).toBe(200);
    expect(published.json().status).toBe('PUBLISHED');
    expect(published.json().document.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await publicArticle('operator-written-story')).json()).toMatchObject({ title: 'A notice, revised', category: 'NOTICE' });
    expect((await call('GET', '/work/api/news/articles?lang=en-US&status=PUBLISHED', employee)).json().articles.length).toBeGreaterThan(12);

    const edit = await call('PUT', `/work/api/news/articles/${draft.id}`, employee, { document: document() });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errorList[0].errorCode).toBe('E409_NEWS_PUBLISHED');

    expect((await call('POST', `/work/api/news/articles/${draft.id}/unpublish`, employee)).json().status).toBe('DRAFT');
    expect((await publicArticle('operator-written-story')).statusCode).toBe(404);

    // Every change recorded with who, the newest first; the refused edit is not.
    const audit = (await call('GET', `/work/api/news/articles/${draft.id}/audit`, employee)).json();
    expect(validateOperatorAuditList(audit)).toBe(true);
    expect(audit.entries.map((entry: { action: string; by: string }) => `${entry.action} ${entry.by}`)).toEqual([
      'unpublished Eli Employee',
      'published Eli Employee',
      'saved Eli Employee',
      'created Eli Employee',
    ]);
  });

  it('validates as page configurations are: a JSON pointer and a sentence per error, in the operator language', async () => {
    const bad = document({ title: '', coverUrl: 'javascript:alert(1)', kind: 'VIDEO', category: 'GOSSIP', extra: 1 });
    const validation = (await call('POST', '/work/api/news/validate', employee, { document: bad })).json();
    expect(validation.valid).toBe(false);
    expect([...new Set(validation.errors.map((error: { pointer: string }) => error.pointer))].sort()).toEqual([
      '/category',
      '/coverUrl',
      '/extra',
      '/title',
      '/video',
    ]);
    expect(validation.errors).toContainEqual({ pointer: '/extra', message: 'is not allowed here' });

    const refused = await call('POST', '/work/api/news/articles', employee, { document: bad }, 'zh-CN');
    expect(refused.statusCode).toBe(400);
    const errorList = refused.json().errorList;
    expect(errorList.every((error: { errorCode: string }) => error.errorCode === 'E400_INVALID_NEWS_ARTICLE')).toBe(true);
    expect(errorList.map((error: { pointer: string }) => error.pointer)).toContain('/video');

    const clash = (
      await call('POST', '/work/api/news/validate', employee, { document: document({ slug: 'first-week-turnover', invitationId: 'no-such-event' }) })
    ).json();
    expect(clash.errors).toEqual([
      { pointer: '/slug', message: 'is already used by another article in this language' },
      { pointer: '/invitationId', message: 'names no press invitation' },
    ]);
    expect(
      (await call('POST', '/work/api/news/validate', employee, { document: document({ slug: 'first-week-turnover', language: 'zh-CN' }) })).json().errors,
    ).toContainEqual({
      pointer: '/slug',
      message: 'is already used by another article in this language',
    });
    expect((await call('POST', '/work/api/news/validate', employee, { document: document({ slug: 'brand-new' }) })).json()).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('answers an unknown article with 404', async () => {
    const missing = await call('POST', `/work/api/news/articles/${'0'.repeat(32)}/publish`, employee);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorList[0]).toEqual({ errorCode: 'E404_NEWS_ARTICLE', errorMessage: 'This article does not exist.' });
  });
});
