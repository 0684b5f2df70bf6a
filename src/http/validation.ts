import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * Query strings and paths are text, so their numbers and booleans are coerced. JSON bodies
 * are not: `"isAnonymous": "yes"` is a client bug we report, not something we guess at. A
 * body schema with `additionalProperties: false` (every write endpoint's) refuses fields it
 * does not know with 400 instead of dropping them, so a misspelt field is never silently lost.
 * Query parameters a route does not declare never reach a handler unvalidated (a stray
 * `churchId=abc` once reached SQL that way): the API refuses them with 400 naming the
 * parameter, so a misspelt `limt` or a filter the route does not have is never silently
 * ignored; the sign-in host's pages drop them (links to pages pick up tracking parameters).
 */
function ajv(options: Options): Ajv {
  const instance = new Ajv({ useDefaults: true, allErrors: false, strict: false, ...options });
  addFormats.default(instance);
  return instance;
}

const query = ajv({ coerceTypes: true, removeAdditional: 'all' });
const coercing = ajv({ coerceTypes: true, removeAdditional: true });
const strict = ajv({ coerceTypes: false, removeAdditional: false });

const closedQuery = ajv({ coerceTypes: true, removeAdditional: false });

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : httpPart === 'querystring' ? query : coercing).compile(schema);

/** The API host's: as validatorCompiler, but a query parameter the route does not declare is a 400. */
export const apiValidatorCompiler: FastifySchemaCompiler<object> = (route) =>
  route.httpPart === 'querystring' ? closedQuery.compile(closed(route.schema)) : validatorCompiler(route);

function closed(schema: object): object {
  const { type, additionalProperties } = schema as { type?: unknown; additionalProperties?: unknown };
  return type === 'object' && additionalProperties === undefined ? { ...schema, additionalProperties: false } : schema;
}

/** Routes that declare no query parameters refuse any, like those that declare some (see apiValidatorCompiler). */
export function refuseUndeclaredQuery(app: FastifyInstance): void {
  app.addHook('preValidation', function refuseQueryOfRoutesWithout(request, _reply, done) {
    if (request.routeOptions.schema?.querystring) return done();
    const unknown = Object.keys(request.query as object)[0];
    done(unknown === undefined ? undefined : badRequest(`Unknown query parameter '${unknown}'`));
  });
}
