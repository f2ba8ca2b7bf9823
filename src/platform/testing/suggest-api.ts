// For the tests of the search input: the suggest call of spec §7 answered from a list of keys — each key that
// contains q (ignoring case), cut so that the odd-indexed segments are the matches, as the server cuts them.
import type { IncomingMessage } from 'node:http';
import { afterEach } from 'vitest';
import type { Suggestion } from '../../../common/generated/types';
import { suggestPath } from '../suggestions';
import { localApiForTests } from './api-for-tests';
import { sendJson, type LocalApiServer, type RouteHandler } from './local-api-server';

export interface SuggestBody {
  q: string;
  history: string;
  lang: string;
  size: number;
}

interface ReplyOverride {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

export interface FakeSuggestCall {
  server: LocalApiServer;
  /** Every body received, in arrival order. */
  bodies: SuggestBody[];
  /** Per q: another reply than the keys' suggestions, or the same later. */
  overrides: Map<string, ReplyOverride>;
  suggestionsFor(q: string): Suggestion[];
}

function segmentsOf(key: string, q: string): Suggestion['segments'] {
  const segments: string[] = [];
  const lowerKey = key.toLowerCase();
  const lowerQ = q.toLowerCase();
  let from = 0;
  for (let at = lowerKey.indexOf(lowerQ); at >= 0; at = lowerKey.indexOf(lowerQ, from)) {
    segments.push(key.slice(from, at), key.slice(at, at + q.length));
    from = at + q.length;
  }
  const [first = '', ...rest] = from < key.length ? [...segments, key.slice(from)] : segments;
  return [first, ...rest];
}

async function bodyOf(request: IncomingMessage): Promise<SuggestBody> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as SuggestBody;
}

/** The suggest call of the site on a local API for the test file; what it received is forgotten after each test. */
export function suggestCallForTests(siteId: string, keys: readonly string[]): FakeSuggestCall {
  const suggestionsFor = (q: string) => keys.filter((key) => key.toLowerCase().includes(q.toLowerCase())).map((key) => ({ key, segments: segmentsOf(key, q) }));
  const bodies: SuggestBody[] = [];
  const overrides = new Map<string, ReplyOverride>();
  const route: RouteHandler = (request, response) => {
    if (request.method !== 'POST' || request.url !== suggestPath(siteId)) {
      sendJson(response, 404, { errorList: [{ errorCode: 'E404_NOT_FOUND', errorMessage: 'Not found' }] });
      return;
    }
    void bodyOf(request).then((body) => {
      bodies.push(body);
      const override = overrides.get(body.q) ?? {};
      setTimeout(() => sendJson(response, override.status ?? 200, override.body ?? suggestionsFor(body.q)), override.delayMs ?? 0);
    });
  };
  const server = localApiForTests(route);
  afterEach(() => {
    bodies.length = 0;
    overrides.clear();
    server.requests.length = 0;
  });
  return { server, bodies, overrides, suggestionsFor };
}
