// For the tests of calls: a local API server for the test file, with the HTTP client pointed at it.
import { afterAll, beforeAll } from 'vitest';
import { http } from '../http';
import { startLocalApiServer, type LocalApiServer, type RouteHandler } from './local-api-server';

/** Started before the file's tests and closed after them; its fields are there once the tests run. */
export function localApiForTests(route: RouteHandler): LocalApiServer {
  const api = {} as LocalApiServer;
  beforeAll(async () => {
    Object.assign(api, await startLocalApiServer(route));
    http.defaults.baseURL = api.origin;
  });
  afterAll(async () => {
    delete http.defaults.baseURL;
    await api.close();
  });
  return api;
}
