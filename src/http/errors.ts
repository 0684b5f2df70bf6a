import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AllowedMethods } from './methods.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/**
 * The one error type services throw. The error handler turns it into the spec's error
 * object `{error, message, statusCode}`; anything else becomes a 500 that hides internals.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, error: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.error = error;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new ApiError(400, 'BadRequest', message);
export const unauthorized = (message: string) =>
  new ApiError(401, 'Unauthorized', message, { 'www-authenticate': 'Bearer realm="api"' });
export const forbidden = (message: string) => new ApiError(403, 'Forbidden', message);
export const notFound = (message: string) => new ApiError(404, 'NotFound', message);
export const conflict = (message: string) => new ApiError(409, 'Conflict', message);

/** Seconds a client is asked to wait before retrying a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;
export const databaseUnavailable = () =>
  new ApiError(503, 'ServiceUnavailable', 'The database is out of reach for a moment. Retry after the time in Retry-After.', {
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
  });

export const ErrorSchema = Type.Object(
  {
    error: Type.String({ description: 'Error name, e.g. NotFound' }),
    message: Type.String({ description: 'What went wrong, for people' }),
    statusCode: Type.Integer({ description: 'The HTTP status' }),
  },
  { title: 'Error', examples: [{ error: 'NotFound', message: 'Church 42 does not exist', statusCode: 404 }] },
);

const PARTS: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

/** Ajv's first complaint, rewritten to name the parameter the client got wrong. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const part = PARTS[error.validationContext ?? ''] ?? 'value';
  if (first.keyword === 'required') {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    return error.validationContext === 'body' && !first.instancePath
      ? `Missing required field '${missing}'`
      : `Missing required ${part} '${missing}'`;
  }
  if (first.keyword === 'additionalProperties') {
    const unknown = (first.params as { additionalProperty?: string }).additionalProperty;
    const within = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return `Unknown ${part} '${within ? `${within}.` : ''}${unknown}'`;
  }
  const name = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (!name) return error.validationContext === 'body' ? `Request body ${first.message}` : `Invalid ${part}: ${first.message}`;
  return `Invalid ${part} '${name}': ${first.message}`;
}

/**
 * The error object's `error` for an HTTP status: its reason phrase in PascalCase, e.g.
 * 431 RequestHeaderFieldsTooLarge, so every refusal carries a name clients can match on.
 */
export function errorName(status: number): string {
  const phrase = STATUS_CODES[status] ?? (status < 500 ? 'Bad Request' : 'Internal Server Error');
  return phrase
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}

/** `allowed` turns a known path asked with another method into 405 with `Allow` instead of 404. */
export function registerErrorHandling(app: FastifyInstance, allowed?: AllowedMethods): void {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'the database is out of reach');
      err = databaseUnavailable();
    }
    if (err instanceof ApiError) {
      return reply.code(err.statusCode).headers(err.headers).send({ error: err.error, message: err.message, statusCode: err.statusCode });
    }
    if ((err as FastifyError).validation) {
      return reply.code(400).send({ error: 'BadRequest', message: validationMessage(err as FastifyError), statusCode: 400 });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large).
      const message = err.message.replace(/^Body cannot be empty.*/, 'Request body is empty but Content-Type says JSON');
      return reply.code(status).send({ error: errorName(status), message, statusCode: status });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({ error: 'InternalServerError', message: 'Something went wrong on our side. The request id identifies it in our logs.', statusCode: 500 });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const methods = allowed?.of(path) ?? [];
    if (methods.length) {
      const message = `${request.method} is not allowed on ${path}; it answers ${methods.join(', ')}`;
      return reply.code(405).header('allow', methods.join(', ')).send({ error: 'MethodNotAllowed', message, statusCode: 405 });
    }
    return reply.code(404).send({ error: 'NotFound', message: `No route for ${request.method} ${path}`, statusCode: 404 });
  });
}
