import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSchemaAjv } from '../../schemas/load.js';
import { SEED_DIR } from '../db/seed-files.js';

export const IM_SEED_FILE = 'im.json';

/**
 * fixtures/seed/im.json: demo conversations of the local IM between demo accounts named by e-mail. Each
 * message was sent `minutesAgo` before seeding; `read: false` leaves it, and what follows it, unread by its
 * recipient (everything else is read).
 */
export interface ImSeed {
  conversations: {
    between: [string, string];
    messages: { from: string; minutesAgo: number; text: string; read?: boolean }[];
  }[];
}

const email = { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$' };

const schema = {
  type: 'object',
  properties: {
    conversations: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          between: { type: 'array', items: email, minItems: 2, maxItems: 2 },
          messages: {
            type: 'array',
            minItems: 1,
            items: {
              type: 'object',
              properties: {
                from: email,
                minutesAgo: { type: 'integer', minimum: 0 },
                text: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' },
                read: { type: 'boolean' },
              },
              required: ['from', 'minutesAgo', 'text'],
              additionalProperties: false,
            },
          },
        },
        required: ['between', 'messages'],
        additionalProperties: false,
      },
    },
  },
  required: ['conversations'],
  additionalProperties: false,
};

export function readImSeed(dir: string = SEED_DIR): ImSeed {
  const validate = createSchemaAjv().compile<ImSeed>(schema);
  const data: unknown = JSON.parse(readFileSync(join(dir, IM_SEED_FILE), 'utf8'));
  if (!validate(data)) throw new Error(`${IM_SEED_FILE} is not valid: ${JSON.stringify(validate.errors)}`);
  for (const { between, messages } of data.conversations) {
    const stranger = messages.find(({ from }) => !between.includes(from));
    if (stranger) throw new Error(`${IM_SEED_FILE}: ${stranger.from} writes in a conversation between ${between.join(' and ')}`);
  }
  return data;
}
