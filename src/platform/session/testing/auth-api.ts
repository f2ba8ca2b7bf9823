// A stand-in for the session's server in unit tests: a real local HTTP server (testing/local-api-server.ts)
// answering each "METHOD /path" from replies a test sets, recording what was sent, with a real RSA key pair.
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { http } from '../../http';
import { sendJson, startLocalApiServer, type LocalApiServer } from '../../testing/local-api-server';
import { dismissToast, getToasts } from '../../toast';

export interface FakeReply {
  status: number;
  body?: unknown;
}

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface AuthApi {
  origin: string;
  sent: SentRequest[];
  /** The replies to `route` ("GET /api/…"), in turn; the last one repeats. */
  reply(route: string, ...replies: FakeReply[]): void;
  /** The requests sent to `route`. */
  sentTo(route: string): SentRequest[];
  /** Forgets the replies and the requests (the public key stays). */
  reset(): void;
  /** What the browser encrypted with the public key. */
  decrypt(base64: string): string;
  close(): Promise<void>;
}

export const errorReply = (status: number, errorCode: string, errorMessage = errorCode): FakeReply => ({
  status,
  body: { errorList: [{ errorCode, errorMessage }] },
});

/** PKCS#1 v1.5 type 2 unpadding: Node 20 refuses RSA_PKCS1_PADDING in privateDecrypt (CVE-2023-46809). */
function unpad(block: Buffer): Buffer {
  if (block[0] !== 0 || block[1] !== 2) throw new Error('not a PKCS#1 v1.5 encryption block');
  const separator = block.indexOf(0, 2);
  if (separator < 10) throw new Error('PKCS#1 v1.5 padding too short');
  return block.subarray(separator + 1);
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

export async function startAuthApi(): Promise<AuthApi> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const replies = new Map<string, FakeReply[]>();
  const sent: SentRequest[] = [];
  const routeOf = (request: SentRequest) => `${request.method} ${request.path}`;

  const server: LocalApiServer = await startLocalApiServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://local');
    void readBody(incoming).then((body) => {
      const request: SentRequest = { method: incoming.method ?? '', path: url.pathname, query: url.searchParams, headers: incoming.headers, body };
      sent.push(request);
      if (routeOf(request) === 'GET /api/auth/public-key' && !replies.has('GET /api/auth/public-key')) {
        return sendJson(response, 200, { publicKey: publicKeyPem, keyBits: 2048 });
      }
      const queue = replies.get(routeOf(request));
      const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
      if (!next) return sendJson(response, 404, { errorList: [{ errorCode: 'E404_NOT_FOUND', errorMessage: `no reply for ${routeOf(request)}` }] });
      if (next.body === undefined) return void response.writeHead(next.status).end();
      return sendJson(response, next.status, next.body);
    });
  });

  return {
    origin: server.origin,
    sent,
    reply: (route, ...queue) => void replies.set(route, queue),
    sentTo: (route) => sent.filter((request) => routeOf(request) === route),
    reset() {
      replies.clear();
      sent.length = 0;
    },
    decrypt: (base64) => unpad(privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(base64, 'base64'))).toString('utf8'),
    close: () => server.close(),
  };
}

/**
 * For a test file: starts the stand-in server before its tests and points the HTTP client at it, and after each
 * test forgets the replies and requests and the toasts shown. The object forwards to the running server.
 */
export function setUpAuthApi(): AuthApi {
  let started: AuthApi | undefined;
  const running = (): AuthApi => {
    if (!started) throw new Error('the auth API starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    started = await startAuthApi();
    http.defaults.baseURL = started.origin;
  });
  afterAll(async () => {
    delete http.defaults.baseURL;
    await started?.close();
  });
  afterEach(() => {
    started?.reset();
    for (const toast of getToasts()) dismissToast(toast.id);
  });
  return {
    get origin() {
      return running().origin;
    },
    get sent() {
      return running().sent;
    },
    reply: (route, ...replies) => running().reply(route, ...replies),
    sentTo: (route) => running().sentTo(route),
    reset: () => running().reset(),
    decrypt: (base64) => running().decrypt(base64),
    close: () => running().close(),
  };
}
