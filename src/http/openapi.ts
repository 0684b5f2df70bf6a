import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { Config } from '../config.ts';
import { errorName } from './errors.ts';
import { API_SCOPE_NAMES, API_SCOPES, type ApiScope } from './scopes.ts';

/**
 * How the route schemas become the OpenAPI document clients are generated from. Routes name
 * what only they know (operationId, summary, tag, schemas); everything that follows from the
 * API's rules is added here, so no route can leave it out: the security requirement of the
 * route's `config.scope` and the scope in the description, the headers every answer carries,
 * conditional GETs, and an example for every named schema, request and response.
 *
 * TypeBox objects with a `title` become named components (`#/components/schemas/<title>`),
 * used through `$ref` wherever they appear; two different schemas with one title are an error.
 */

type Json = Record<string, unknown>;
type Scope = ApiScope | 'any';

/** The tags of the document and what each holds, in the order the reference shows them; every route's tag must be one. */
const TAG_DESCRIPTIONS = {
  Churches: 'Churches, their members, and the roles of church staff.',
  Events: 'Church events and registrations for them.',
  Groups: 'Small groups of a church and their members.',
  Prayers: 'Prayer requests and the prayers said for them.',
  Users: "People's public profiles, the caller's own profile and their churches.",
  Donations: "The caller's own gifts. Needs `read:donations` and an app approved for donations.",
  Households: "Families of a church: adults with accounts and children without. Children's data: apps need household access approval.",
  'Check-in': "Rooms of an event, checking children in with a family's security code, labels, the roster and checking out by code. Children's data: apps need household access approval.",
  Attendance: 'Headcounts, group meetings and attendance reports in the church\'s time zone.',
  Calendars: "iCalendar feeds for calendar apps: a church's public calendar, and a group's and a person's own behind secret URLs.",
  Changes: 'One feed of every change, to keep a copy of the data in step without polling every list.',
  Webhooks: 'The requests your endpoint receives, one per event type: see Webhooks above for delivery, retries and signatures.',
};

export type Tag = keyof typeof TAG_DESCRIPTIONS;

export const TAGS = Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description }));

const SCHEMA_REF = '#/components/schemas/';
/** What the generator writes for a response whose schema has no description. */
const GENERATED_DESCRIPTION = 'Default Response';
const HEADER_REF = '#/components/headers/';
const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const CREDENTIALS: Record<string, string[]>[] = [{ bearer: [] }, { apiKey: [] }];

/** Any one of the alternatives is enough: an OAuth token with the scope, or an API key (which carries its scopes). */
export function securityOf(scope: Scope | undefined): Record<string, string[]>[] {
  if (!scope) return [];
  const oauth = scope === 'any' ? API_SCOPE_NAMES.map((name) => ({ oauth2: [name] })) : [{ oauth2: [scope] }];
  return [...oauth, ...CREDENTIALS];
}

function scopeSentence(scope: Scope | undefined): string {
  if (!scope) return 'Public: no credential needed.';
  if (scope === 'any') return '**Scope:** any API scope (a credential with at least one).';
  return `**Scope:** \`${scope}\` (${API_SCOPES[scope]}).`;
}

const RESPONSE_HEADERS: Record<string, Json> = {
  'X-Request-Id': {
    description: 'Identifies the request in the logs; a client may send its own (up to 64 characters `[A-Za-z0-9_.-]`), which is kept.',
    schema: { type: 'string' },
    example: '5f0c6a52-3c1e-4d7a-9a61-0b8e8f2f6d11',
  },
  'RateLimit-Limit': { description: 'Requests this credential may make in each window.', schema: { type: 'integer' }, example: 600 },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' }, example: 599 },
  'RateLimit-Reset': { description: 'Seconds until the window starts again.', schema: { type: 'integer' }, example: 42 },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' }, example: 42 },
  ETag: {
    description: 'A weak tag of this answer: send it back as `If-None-Match` to get `304` while nothing changed (a 304 costs no rate limit).',
    schema: { type: 'string' },
    example: 'W/"kq3nS0d1Jx9nYqk0vV8lR2b7cWm"',
  },
  'Idempotent-Replayed': {
    description: 'Present (`true`) when this answer repeats the first answer to the same `Idempotency-Key`; nothing was done again.',
    schema: { type: 'string', enum: ['true'] },
    example: 'true',
  },
  'WWW-Authenticate': { description: 'The Bearer challenge.', schema: { type: 'string' }, example: 'Bearer realm="api"' },
};

const IF_NONE_MATCH = {
  type: 'object',
  properties: {
    'if-none-match': {
      type: 'string',
      description: 'The `ETag` of an earlier answer: `304` with no body while the answer is still the same.',
    },
  },
};

const NOT_MODIFIED = { type: 'null', description: 'Not modified: the answer is the one whose `ETag` was sent' };

/** An error object as the API writes it for a status, for the examples. */
function errorExample(status: number, method: string, scope: unknown): Json {
  const messages: Record<number, string> = {
    400: method === 'get' ? "Invalid query parameter 'limit': must be <= 100" : "Unknown field 'colour'",
    401: 'The credential is invalid, expired or revoked',
    403:
      typeof scope === 'string'
        ? `This endpoint requires the ${scope} scope, which this credential does not have`
        : 'This endpoint requires a credential with at least one API scope',
    404: 'Church 42 does not exist',
    409: 'A request with this Idempotency-Key is still being processed',
    410: 'The cursor is older than the events kept: read the lists again',
    422: 'This Idempotency-Key was used with another request',
    429: 'Rate limit of 600 requests per 60 s exceeded; retry in 42 s',
  };
  const error = status === 422 ? 'IdempotencyKeyMismatch' : status === 410 ? 'CursorExpired' : errorName(status);
  return { error, message: messages[status] ?? errorName(status), statusCode: status };
}

/**
 * What the reference tells beyond the operations, made by the modules that know it: the
 * Markdown sections before the operations (authentication, webhooks, the change feed) and
 * the OpenAPI 3.1 `webhooks`, the requests an app's endpoint receives.
 */
export interface ReferenceExtras {
  introduction: string;
  webhooks: Json;
}

/** The options of @fastify/swagger for the API host. */
export function openApiOptions(config: Config, extras: ReferenceExtras): FastifyDynamicSwaggerOptions {
  const apiPath = new URL(config.apiBaseUrl).pathname;
  // Examples as written on the TypeBox schemas, by title: the generator moves a top-level
  // schema's examples to its media type, so the named component would lose them.
  const examples = new Map<string, unknown[]>();

  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Community Platform API',
        version: '1.0.0',
        description: extras.introduction,
        contact: { name: 'Community Platform developers', url: `${config.loginUrl}/developers` },
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative to the document, so it is right behind any proxy and on any host that serves it.
      servers: [{ url: apiPath, description: 'This API host' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'API key (cpk_…) or OAuth access token' },
          oauth2: {
            type: 'oauth2',
            description: 'Authorization code flow; PKCE (S256) required for public clients',
            flows: {
              authorizationCode: {
                authorizationUrl: `${config.apiBaseUrl}/oauth/authorize`,
                tokenUrl: `${config.apiBaseUrl}/oauth/token`,
                refreshUrl: `${config.apiBaseUrl}/oauth/token`,
                scopes: { ...API_SCOPES },
              },
            },
          },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'API key (cpk_…), as an alternative to the Authorization header' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const path = url.startsWith(apiPath) ? url.slice(apiPath.length) : url;
      if (!schema || schema.hide) return { schema, url: path };
      for (const part of [schema.body, ...Object.values(schema.response ?? {})]) collectExamples(part, examples);
      const scope = route.config?.scope;
      const documented: Json = {
        ...schema,
        security: securityOf(scope),
        description: [schema.description, scopeSentence(scope)].filter(Boolean).join('\n\n'),
      };
      if (schema.querystring) documented.querystring = withDefaultsOptional(schema.querystring as Json);
      if ([route.method].flat().includes('GET')) {
        documented.headers = IF_NONE_MATCH;
        documented.response = { ...(schema.response as Json), 304: NOT_MODIFIED };
      }
      return { schema: documented as never, url: path };
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const complete = completeDocument(document.openapiObject as Json, examples);
      complete.webhooks = extras.webhooks;
      return complete;
    },
  };
}

/** A parameter with a default is the client's to leave out: it is not required. */
function withDefaultsOptional(query: Json): Json {
  const properties = (query.properties ?? {}) as Record<string, Json>;
  const required = ((query.required ?? []) as string[]).filter((name) => properties[name]?.default === undefined);
  return { ...query, required };
}

function collectExamples(schema: unknown, into: Map<string, unknown[]>): void {
  if (schema === null || typeof schema !== 'object') return;
  const { title, examples } = schema as Json;
  if (typeof title === 'string' && Array.isArray(examples) && !into.has(title)) into.set(title, examples);
  for (const [key, inner] of Object.entries(schema)) if (!VALUE_KEYWORDS.has(key)) collectExamples(inner, into);
}

/** Keywords whose values are data, not schemas: an example's `title` field names no schema. */
const VALUE_KEYWORDS = new Set(['examples', 'example', 'default', 'enum', 'const']);

function operationsOf(document: Json): { method: string; operation: Json }[] {
  const found = [];
  for (const item of Object.values((document.paths ?? {}) as Record<string, Json>)) {
    for (const [method, operation] of Object.entries(item)) if (METHODS.has(method)) found.push({ method, operation: operation as Json });
  }
  return found;
}

function completeDocument(document: Json, examples: Map<string, unknown[]>): Json {
  const components = (document.components ?? {}) as Json;
  const schemas = (components.schemas ?? {}) as Record<string, Json>;
  const named = new Names(schemas, examples);
  for (const { method, operation } of operationsOf(document)) {
    const security = operation.security as Record<string, string[]>[];
    const scope = security.length > API_SCOPE_NAMES.length ? 'any' : security[0]?.oauth2?.[0];
    const body = operation.requestBody as { content?: Record<string, Json> } | undefined;
    for (const media of Object.values(body?.content ?? {})) {
      delete media.example;
      delete media.examples;
      media.schema = named.hoist(media.schema as Json);
    }
    for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
      for (const media of Object.values((response.content ?? {}) as Record<string, Json>)) {
        delete media.example;
        delete media.examples;
        const schema = media.schema as Json;
        // The generator copies the response's description from its schema; it describes the answer, not the shape.
        if (schema.description === response.description) delete schema.description;
        media.schema = named.hoist(schema);
      }
      if (response.description === GENERATED_DESCRIPTION) response.description = STATUS_CODES[status] ?? status;
      response.headers = { ...(response.headers as Json), ...responseHeaders(Number(status), method) };
    }
    named.completeExamples();
    for (const media of Object.values(body?.content ?? {})) setExample(media, named.exampleOf(media.schema as Json));
    for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
      const code = Number(status);
      for (const media of Object.values((response.content ?? {}) as Record<string, Json>)) {
        setExample(media, code >= 400 ? errorExample(code, method, scope) : named.exampleOf(media.schema as Json));
      }
    }
  }
  named.completeExamples();
  document.components = { ...components, schemas, headers: RESPONSE_HEADERS };
  return document;
}

function setExample(media: Json, example: unknown): void {
  if (example !== undefined) media.example = example;
}

function responseHeaders(status: number, method: string): Record<string, Json> {
  const names = ['X-Request-Id'];
  // A refused credential is answered before the rate limit counts anything.
  if (status !== 401) names.push('RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset');
  if (status === 401) names.push('WWW-Authenticate');
  if (status === 429) names.push('Retry-After');
  if (status === 200 && method === 'get') names.push('ETag');
  if (status >= 200 && status < 300 && WRITES.has(method)) names.push('Idempotent-Replayed');
  return Object.fromEntries(names.map((name) => [name, { $ref: `${HEADER_REF}${name}` }]));
}

/** The named schemas of the document: titled schemas moved to components, and their examples. */
class Names {
  private readonly schemas: Record<string, Json>;
  private readonly examples: Map<string, unknown[]>;
  private readonly forms = new Map<string, string>();
  constructor(schemas: Record<string, Json>, examples: Map<string, unknown[]>) {
    this.schemas = schemas;
    this.examples = examples;
  }

  /** The schema with every titled part, itself included, replaced by a `$ref` to its component. */
  hoist(schema: Json): Json {
    const inner = mapSubschemas(schema, (part) => this.hoist(part));
    const title = inner.title;
    if (typeof title !== 'string') return inner;
    // Where a schema is used may change its description and examples, not its shape.
    const { description, examples: _examples, example: _example, ...shape } = inner;
    const form = canonical(shape);
    const known = this.forms.get(title);
    if (known === undefined) {
      this.forms.set(title, form);
      const written = this.examples.get(title);
      this.schemas[title] = { ...shape, ...(description === undefined ? {} : { description }), ...(written ? { examples: written } : {}) };
    } else if (known !== form) {
      throw new Error(`Two different schemas are titled '${title}': give one of them another title`);
    }
    const ref: Json = { $ref: `${SCHEMA_REF}${title}` };
    if (description !== undefined && description !== this.schemas[title].description) ref.description = description;
    return ref;
  }

  /** Named schemas without written examples get one made of their parts' examples, where every part has one. */
  completeExamples(): void {
    for (const schema of Object.values(this.schemas)) {
      if (Array.isArray(schema.examples)) continue;
      const example = this.exampleOf(schema);
      if (example !== undefined) schema.examples = [example];
    }
  }

  exampleOf(schema: Json, depth = 0): unknown {
    if (depth > 10) return undefined;
    if (typeof schema.$ref === 'string') {
      const target = this.schemas[schema.$ref.slice(SCHEMA_REF.length)];
      return target ? this.exampleOf(target, depth + 1) : undefined;
    }
    if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
    if (schema.const !== undefined) return schema.const;
    if (Array.isArray(schema.enum)) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
    if (alternatives) {
      const found = alternatives.map((option) => this.exampleOf(option, depth + 1)).filter((example) => example !== undefined);
      return found.find((example) => example !== null) ?? found[0];
    }
    if (schema.type === 'null') return null;
    if (schema.type === 'array') {
      const item = this.exampleOf((schema.items ?? {}) as Json, depth + 1);
      return item === undefined ? undefined : [item];
    }
    if (schema.type === 'object') {
      const required = new Set((schema.required ?? []) as string[]);
      const example: Json = {};
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
        const value = this.exampleOf(property, depth + 1);
        if (value === undefined && required.has(name)) return undefined;
        if (value !== undefined) example[name] = value;
      }
      return example;
    }
    return undefined;
  }
}

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];

function mapSubschemas(schema: Json, map: (part: Json) => Json): Json {
  const result: Json = { ...schema };
  const isSchema = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
  for (const key of SUBSCHEMA_MAPS) {
    if (isSchema(schema[key])) result[key] = Object.fromEntries(Object.entries(schema[key]).map(([name, part]) => [name, map(part as Json)]));
  }
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(schema[key])) result[key] = (schema[key] as Json[]).map(map);
  for (const key of SUBSCHEMAS) if (isSchema(schema[key])) result[key] = map(schema[key]);
  return result;
}

/** JSON with object keys in order, so equal schemas compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Json)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
