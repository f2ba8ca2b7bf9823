// For server tests: the newest code the embedded port sent to a target, read from /dev/mailbox.
import type { FastifyInstance } from 'fastify';

export async function sentCodes(app: FastifyInstance, target: string): Promise<string[]> {
  const response = await app.inject('/dev/mailbox');
  if (response.statusCode !== 200) throw new Error(`GET /dev/mailbox answered ${response.statusCode}`);
  const rows = [...response.body.matchAll(/<tr><td>[^<]*<\/td><td>[A-Z]+<\/td><td>([^<]*)<\/td><td>[A-Z_]+<\/td><td class="code">(\d{6})<\/td>/g)];
  return rows.filter(([, to]) => to === target).map(([, , code]) => code ?? '');
}

/** The newest code sent to `target`; throws when there is none. */
export async function latestCode(app: FastifyInstance, target: string): Promise<string> {
  const [code] = await sentCodes(app, target);
  if (!code) throw new Error(`no code was sent to ${target}`);
  return code;
}
