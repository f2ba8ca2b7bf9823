import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { PageConfigRepository } from '../b2bshop/page-configs/repository.js';
import { homePageHtml } from './home-page-html.js';

const HOME_PAGE = 'mobile-home';
const LANGUAGES = ['en-US', 'zh-CN'] as const;

function isLanguage(value: string): value is (typeof LANGUAGES)[number] {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** GET /m/{lang}/: the built index.html with the live home page configuration in it. */
export function homePageRoutes(repository: PageConfigRepository, staticDir: string): FastifyPluginAsync {
  return async (app) => {
    // Read once: the build does not change while the server runs.
    const template = await readFile(join(staticDir, 'index.html'), 'utf8');
    app.get<{ Params: { lang: string } }>('/m/:lang/', async (request, reply) => {
      const { lang } = request.params;
      const live = isLanguage(lang) ? await repository.findLive(HOME_PAGE, lang) : undefined;
      // no-cache: the HTML carries the live configuration, so a publish shows on the next load.
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return live ? homePageHtml(template, { ...JSON.parse(live.document), version: live.version }) : template;
    });
  };
}
