import { describe, expect, it } from 'vitest';
import { validatePageConfig } from '../../../common/generated/validators.js';
import { testDatabases } from '../../db/testing/databases.js';
import { openOperatorApi, PUBLIC, type Role } from './testing/operator-api.js';

// The operator API's draft preview: the draft as the public reply and inlined in the home page, for employees only.
describe.each(testDatabases)('the operator API /work/api/pageConfigs/{page} on $name', (kind) => {
  const { call, live, newDraft, publicConfig } = openOperatorApi(kind);

  describe('preview of a draft (?preview={draftId})', () => {
    it('answers the draft to an employee, with its base version, never cached', async () => {
      const { document, liveVersion } = await live();
      const draft = await newDraft({ ...document, flagMask: 77 });
      const response = await call('GET', `${PUBLIC}?lang=en-US&preview=${draft.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json()).toMatchObject({ version: liveVersion, flagMask: 77 });
      expect(validatePageConfig(response.json())).toBe(true);
    });

    it('never gives a draft to anyone else: a visitor 401, a buyer 403', async () => {
      const { document } = await live();
      const draft = await newDraft({ ...document, flagMask: 78 });
      expect((await call('GET', `${PUBLIC}?lang=en-US&preview=${draft.id}`, 'visitor')).statusCode).toBe(401);
      const buyer = await call('GET', `${PUBLIC}?lang=en-US&preview=${draft.id}`, 'buyer');
      expect(buyer.statusCode).toBe(403);
      expect(buyer.body).not.toContain('78');
    });

    it('answers 404 for an unknown draft (or another language’s) and 400 for an invalid one', async () => {
      const { document } = await live();
      expect((await call('GET', `${PUBLIC}?lang=en-US&preview=${'f'.repeat(32)}`)).json().errorList[0].errorCode).toBe('E404_DRAFT');
      const draft = await newDraft({ ...document, flagMask: 500 });
      expect((await call('GET', `${PUBLIC}?lang=zh-CN&preview=${draft.id}`)).statusCode).toBe(404);
      const invalid = await call('GET', `${PUBLIC}?lang=en-US&preview=${draft.id}`);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errorList[0]).toMatchObject({ errorCode: 'E400_INVALID_PAGE_CONFIG', pointer: '/flagMask' });
    });

    it('inlines the draft in the home page HTML for an employee only; anyone else gets the live page', async () => {
      const { document } = await live();
      const draft = await newDraft({ ...document, flagMask: 99 });
      const inlinedFlagMask = async (role: Role) => {
        const response = await call('GET', `/m/en-US/?preview=${draft.id}`, role);
        expect(response.statusCode).toBe(200);
        const json = /<script type="application\/json" id="initial-page-config">(.*?)<\/script>/.exec(response.body)?.[1];
        return {
          flagMask: json === undefined ? undefined : (JSON.parse(json) as { flagMask: number }).flagMask,
          cacheControl: response.headers['cache-control'],
        };
      };
      expect(await inlinedFlagMask('employee')).toEqual({ flagMask: 99, cacheControl: 'private, no-store' });
      const liveFlagMask = (await publicConfig()).flagMask;
      expect(await inlinedFlagMask('visitor')).toEqual({ flagMask: liveFlagMask, cacheControl: 'private, no-cache' });
      expect(await inlinedFlagMask('buyer')).toEqual({ flagMask: liveFlagMask, cacheControl: 'private, no-cache' });

      const invalid = await newDraft({ ...document, flagMask: 1000 });
      const html = (await call('GET', `/m/en-US/?preview=${invalid.id}`)).body;
      expect(html).not.toContain('initial-page-config');
    });
  });
});
