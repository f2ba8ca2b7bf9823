// A real HTTP server on a free local port for the tests of the HTTP client and the hooks on top of it.
// The tests run in jsdom, whose page lives on another origin, so it answers CORS like a credentialed API.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and raw query string, as received. */
  url: string;
  headers: IncomingMessage['headers'];
}

export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LocalApiServer {
  origin: string;
  /** Every request but CORS preflights, in arrival order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function allowCredentialedCors(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
  response.setHeader('access-control-allow-credentials', 'true');
  response.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE');
  response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '');
}

export async function startLocalApiServer(route: RouteHandler): Promise<LocalApiServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    allowCredentialedCors(request, response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    route(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
