import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Query strings and paths are text, so their numbers and booleans are coerced. JSON bodies
 * are not: `"isAnonymous": "yes"` is a client bug we report, not something we guess at. A
 * body schema with `additionalProperties: false` (every write endpoint's) refuses fields it
 * does not know with 400 instead of dropping them, so a misspelt field is never silently lost.
 * Query parameters a route does not declare are tolerated but removed: a handler never sees
 * an unvalidated one (a stray `churchId=abc` once reached SQL that way).
 */
function ajv(options: Options): Ajv {
  const instance = new Ajv({ useDefaults: true, allErrors: false, strict: false, ...options });
  addFormats.default(instance);
  return instance;
}

const query = ajv({ coerceTypes: true, removeAdditional: 'all' });
const coercing = ajv({ coerceTypes: true, removeAdditional: true });
const strict = ajv({ coerceTypes: false, removeAdditional: false });

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : httpPart === 'querystring' ? query : coercing).compile(schema);
