import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Query strings and paths are text, so their numbers and booleans are coerced. JSON bodies
 * are not: `"isAnonymous": "yes"` is a client bug we report, not something we guess at. A
 * body schema with `additionalProperties: false` (every write endpoint's) refuses fields it
 * does not know with 400 instead of dropping them, so a misspelt field is never silently lost.
 */
function ajv(coerceTypes: boolean): Ajv {
  const instance = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: coerceTypes, allErrors: false, strict: false });
  addFormats.default(instance);
  return instance;
}

const coercing = ajv(true);
const strict = ajv(false);

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema);
