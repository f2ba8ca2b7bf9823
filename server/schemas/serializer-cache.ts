import { createHash } from 'node:crypto';
import { SerializerSelector, type Serializer, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

const compile = SerializerSelector();
const compiled = new Map<string, Serializer>();

/**
 * Fastify's own response serializer compiler (fast-json-stringify), with what it compiles kept for the process.
 * Each compilation checks and resolves every shared schema again (~180 of them, most of buildApp's time), and a
 * process that builds several apps (the tests) would compile the same schemas against the same shared schemas
 * each time. A serializer is a pure function of the route's schema, the shared schemas and the options, so one
 * compiled from equal inputs is reused.
 */
export const cachedSerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const compiler = compile(externalSchemas, options);
  const inputs = createHash('sha256')
    .update(JSON.stringify([externalSchemas, options ?? null]))
    .digest('hex');
  return (route) => {
    const key = `${inputs}\n${JSON.stringify(route.schema)}`;
    let serializer = compiled.get(key);
    if (!serializer) {
      serializer = compiler(route);
      compiled.set(key, serializer);
    }
    return serializer;
  };
};
