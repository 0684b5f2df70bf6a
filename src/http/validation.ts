import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Query strings and paths are text, so their numbers and booleans are coerced. JSON bodies
 * are not: `"isAnonymous": "yes"` is a client bug we report, not something we guess at.
 */
function ajv(coerceTypes: boolean): Ajv {
  const instance = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: true, allErrors: false, strict: false });
  addFormats.default(instance);
  return instance;
}

const coercing = ajv(true);
const strict = ajv(false);

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema);
