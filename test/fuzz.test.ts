import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { Services } from '../src/services.ts';
import {
  addChurchMember,
  buildApiKey,
  buildCaller,
  buildChurch,
  buildDonation,
  buildEvent,
  buildGroup,
  buildPrayer,
  buildTestApp,
  buildUser,
} from './helpers.ts';

/**
 * Property-based fuzzing of the whole API, driven by the OpenAPI document it serves: every
 * operation gets hostile path parameters, query parameters, bodies, headers and content
 * types, mostly with a valid all-scopes key and seeded data the caller can reach. Whatever
 * arrives, the answer is below 500, and from 400 on it is exactly the spec's error object.
 *
 * FUZZ_RUNS (default 2000) sets the number of requests, FUZZ_SEED replays a run, FUZZ_REPLAY
 * (a request as printed on failure, or a file holding one) sends a single request again.
 * `npm run fuzz -- --runs 100000` runs it on its own.
 */

interface Schema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

/**
 * A request as generated: `{{name}}` stands for a credential or a cursor of this run, filled
 * in when sent, so a printed request can be replayed against a fresh database.
 */
interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const PREFIX = '/api/v1';
const PLACEHOLDER = /^\{\{\w+(?::\d+)?\}\}$/;
const HUGE = 'y'.repeat(1_100_000);
const LONG = 'x'.repeat(5_000);

const HOSTILE_TEXT = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\ude4f\ud83d', '\u{1F64F}', '\u202eevil', 'Z\u0301\u0308', '\ufeff',
  '\r\n', '\t', '../../../etc/passwd', '..\\..\\windows', '%00', '%zz', '%', "' OR '1'='1", "1; DROP TABLE churches;--",
  '" OR ""="', '\\', '`', '${7*7}', '{{7*7}}', '<script>alert(1)</script>', 'null', 'undefined', 'NaN', 'Infinity',
  '-0', '0', '-1', '1e309', '1.5', '0x1F', '01', ' 1', '1 ', '+1', '9'.repeat(40), 'true', 'false', '[]', '{}',
  '2026-13-45T25:61:61Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z', '2026-02-30T00:00:00Z', '2026-01-01', 'USD', 'usd', 'XXX', LONG, 'é'.repeat(3_000),
  '\u{10FFFF}', '__proto__', 'constructor', 'prototype', `cpk_${'a'.repeat(60)}`, 'a@b', 'javascript:alert(1)',
];
const HOSTILE_NUMBERS = [
  0, -1, 1, -0, 0.5, 1.5, 2147483647, 2147483648, -2147483648, -2147483649, 4294967296, Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 1e21, 1e-7, NaN, Infinity,
];
/** Number literals JSON allows but a double cannot hold as written. */
const RAW_NUMBERS = ['1e999', '-1e999', '123456789012345678901234567890', '-0', '1.0', '1E2', '0.0000000000000000000001'];
const RAW_BODIES = [
  '', ' ', 'null', '0', '"x"', 'true', '[]', '[{}]', '{', '}', '{"a":', '{"a":1,"a":2}', '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}', '\ufeff{}', '{"x":1e999}', '{"content":"\\ud800"}', '{"content":"\\u0000"}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`, `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`, `{"content":"${HUGE}"}`,
  'not json at all', '<xml/>', 'a=1&b=2', '\u0000', '{"a":1}garbage', "{'a':1}", '{"a":NaN}', '{"a":undefined}',
];
const CONTENT_TYPES = [
  'application/json; charset=utf-8', 'application/json; charset=UTF-8', 'application/json; charset=latin1',
  'application/json; charset=utf-16', 'application/json;charset="utf-8"', 'APPLICATION/JSON', 'application/json;;',
  'application/json, text/plain', 'application/vnd.api+json', 'application/merge-patch+json', 'text/plain', 'text/json',
  'application/x-www-form-urlencoded', 'multipart/form-data; boundary=----x', 'application/octet-stream', '', '*/*',
  'application/', ';', 'application/json\tx',
];
const RAW_SEGMENTS = ['%zz', '%', '..', '.', '%2e%2e', '%2F', '%00', '%ED%A0%80', '%C0%AE', '9'.repeat(101), '', '%20', '1%2F2', '1;a', '1,2', 'a'.repeat(100)];
const RAW_QUERIES = ['', '?', '&&&', '=', 'a', '%zz=1', 'page=%zz', 'page', 'page=1&page=2', '__proto__[x]=1', 'constructor[prototype][x]=1', `a=${LONG}`, 'limit[]=1', 'limit=1&limit=', '%00=%00'];
const FIELD_NAMES = ['__proto__', 'constructor', 'id', 'userId', 'churchId', 'memberCount', 'isAdmin', 'role', 'updatedAt', 'createdAt', 'prayerCount', 'amount'];
/** What a socket can carry in a header value: visible Latin-1 and tab. */
const HEADER_CHARS = ['\t', ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)), ...Array.from({ length: 96 }, (_, i) => String.fromCharCode(0xa0 + i))];

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);

/** The people and credentials of a run. */
async function seedPeople(services: Services) {
  const caller = await buildCaller(services, undefined, { donationsApproved: true });
  const other = await buildUser(services);
  const reader = await buildApiKey(services, caller.user.id, ['read:churches', 'read:events']);
  const stranger = await buildCaller(services);
  const revoked = await buildApiKey(services, caller.user.id);
  await services.apps.revokeKey(revoked.keyId);
  return {
    callerId: caller.user.id,
    otherId: other.id,
    credentials: { caller: caller.key, reader: reader.key, stranger: stranger.key, revoked: revoked.key },
  };
}

/**
 * Rows a fuzzed request can reach, their ids as a list: the caller administers one church and
 * belongs to another. Made again every few hundred requests, since fuzzed deletes remove them.
 */
async function seedWorld(services: Services, callerId: number, otherId: number): Promise<number[]> {
  const administered = await buildChurch(services);
  const joined = await buildChurch(services);
  const foreign = await buildChurch(services);
  await addChurchMember(services, administered.id, callerId, 'admin');
  await addChurchMember(services, joined.id, callerId);
  await addChurchMember(services, foreign.id, otherId, 'admin');
  const churches = [administered, joined, foreign];
  const events = [];
  const groups = [];
  for (const church of churches) {
    events.push(await buildEvent(services, church.id), await buildEvent(services, church.id, { capacity: 1 }));
    groups.push(await buildGroup(services, church.id), await buildGroup(services, church.id, { capacity: 1 }));
  }
  const prayers = [
    await buildPrayer(services, administered.id, callerId),
    await buildPrayer(services, administered.id, otherId, { is_anonymous: true }),
    await buildPrayer(services, foreign.id, otherId),
  ];
  const donations = [await buildDonation(services, callerId, administered.id), await buildDonation(services, otherId, foreign.id)];
  return [callerId, otherId, ...[churches, events, groups, prayers, donations].flat().map((row) => row.id)];
}

const RESEED_EVERY = 500;
/** `{{id:N}}` is the N-th id of the latest seeded rows (modulo their number), filled in when sent. */
const ID_SLOTS = 64;

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Arbitraries for one OpenAPI document and the ids of the seeded rows. */
function requestsFor(document: OpenApiDocument, operations: Operation[]): fc.Arbitrary<{ operation: string; request: FuzzRequest }> {
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema;

  const text = fc.oneof(
    fc.constantFrom(...HOSTILE_TEXT),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udfff', 'a', '/', '%', '.', '\\', "'", '"', ' ', 'é'), maxLength: 20 }),
  );
  const number = fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), fc.integer(), fc.double());
  const hostile: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 4, arbitrary: text },
    { weight: 3, arbitrary: number },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

  /** Values the schema accepts (or nearly: just past each bound), so requests reach the services. */
  const valid = (raw: Schema, depth = 0): fc.Arbitrary<unknown> => {
    const schema = resolve(raw);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((option) => valid(option, depth)));
    if (schema.allOf) return valid(Object.assign({}, ...schema.allOf.map(resolve)), depth);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'integer': {
        const min = schema.minimum ?? -(2 ** 31);
        const max = schema.maximum ?? 2 ** 31 - 1;
        const inRange = fc.integer({ min, max });
        const edges = fc.constantFrom(min, max, min - 1, max + 1);
        const seeded = fc.nat({ max: ID_SLOTS - 1 }).map((slot) => `{{id:${slot}}}`);
        return max >= 2 ** 31 - 1 ? fc.oneof({ weight: 4, arbitrary: seeded }, inRange, edges) : fc.oneof({ weight: 3, arbitrary: inRange }, edges);
      }
      case 'number':
        return fc.oneof(fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true }), fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 0));
      case 'boolean':
        return fc.boolean();
      case 'string':
        return validText(schema);
      case 'array':
        if (depth > 3) return fc.constant([]);
        return fc.array(valid(schema.items ?? {}, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
      case 'object': {
        if (depth > 3) return fc.constant({});
        const properties = Object.entries(schema.properties ?? {});
        return fc.record(Object.fromEntries(properties.map(([name, inner]) => [name, valid(inner, depth + 1)])), {
          requiredKeys: (schema.required ?? []).filter((name) => schema.properties?.[name]),
        });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };

  const validText = (schema: Schema): fc.Arbitrary<string> => {
    if (schema.format === 'date-time') {
      return fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString());
    }
    if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    if (schema.format === 'email') return fc.emailAddress();
    if (schema.format === 'uri') return fc.webUrl();
    const minLength = schema.minLength ?? 0;
    const maxLength = schema.maxLength ?? 200;
    const lengths = fc.constantFrom(minLength, maxLength, maxLength + 1, Math.max(0, minLength - 1));
    const edge = lengths.map((length) => 'a'.repeat(length));
    if (schema.pattern) return fc.oneof({ weight: 4, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) }, edge);
    return fc.oneof({ weight: 4, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 60) }) }, edge);
  };

  /** One value for a parameter or field: mostly what the schema accepts, often something hostile. */
  const value = (schema: Schema) => fc.oneof({ weight: 4, arbitrary: valid(schema) }, { weight: 1, arbitrary: hostile });

  // Generated objects may lack a prototype, so String() cannot be used on them.
  const encode = (input: unknown) =>
    typeof input === 'string' && PLACEHOLDER.test(input)
      ? input
      : encodeURIComponent((typeof input === 'object' && input !== null ? JSON.stringify(input) : String(input)).toWellFormed());

  const segment = (schema: Schema) => fc.oneof({ weight: 6, arbitrary: value(schema).map(encode) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) });

  const queryPair = (name: string, input: unknown): string[] => {
    if (Array.isArray(input)) return input.flatMap((item) => queryPair(name, item));
    if (input !== null && typeof input === 'object') {
      return Object.entries(input).map(([key, inner]) => `${encode(name)}[${encode(key)}]=${encode(typeof inner === 'object' ? JSON.stringify(inner) : inner)}`);
    }
    return [`${encode(name)}=${encode(input)}`];
  };

  const query = (parameters: Parameter[]) =>
    fc
      .tuple(
        fc.tuple(...parameters.map((parameter) => fc.option(parameter.name === 'cursor' ? fc.oneof(fc.constant('{{cursor}}'), value(parameter.schema)) : value(parameter.schema), { freq: parameter.required ? 8 : 2, nil: undefined }))),
        fc.array(fc.tuple(fc.oneof(text, fc.constantFrom(...FIELD_NAMES)), hostile), { maxLength: 2 }),
        fc.option(fc.constantFrom(...RAW_QUERIES), { freq: 10, nil: undefined }),
      )
      .map(([values, extras, raw]) => {
        const pairs = parameters.flatMap((parameter, i) => (values[i] === undefined ? [] : queryPair(parameter.name, values[i])));
        for (const [name, input] of extras) pairs.push(...queryPair(String(name), input));
        if (raw !== undefined) pairs.push(raw);
        return pairs.length ? `?${pairs.join('&')}` : '';
      });

  /** JSON text for a body schema, built field by field so a field can hold what JSON.stringify never writes. */
  const json = (schema: Schema): fc.Arbitrary<string> => {
    const object = resolve(schema);
    const fields = Object.entries(object.properties ?? {}).map(([name, inner]) =>
      fc.option(
        fc.oneof({ weight: 8, arbitrary: value(inner).map((input) => JSON.stringify(input) ?? 'null') }, { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS) }).map((text) => `${JSON.stringify(name)}:${text}`),
        { freq: object.required?.includes(name) ? 10 : 3, nil: undefined },
      ),
    );
    const extra = fc.tuple(fc.oneof(text, fc.constantFrom(...FIELD_NAMES)), hostile).map(([name, input]) => `${JSON.stringify(name)}:${JSON.stringify(input) ?? 'null'}`);
    return fc
      .tuple(fc.tuple(...fields), fc.array(extra, { maxLength: 2 }), fc.nat({ max: 9 }))
      .map(([chosen, extras, extraChance]) => `{${[...chosen.filter((field) => field !== undefined), ...(extraChance === 0 ? extras : [])].join(',')}}`);
  };

  const body = (operation: Operation): fc.Arbitrary<{ payload?: string; contentType?: string }> => {
    const contentType = fc.oneof({ weight: 12, arbitrary: fc.constant('application/json') }, fc.constantFrom(...CONTENT_TYPES));
    const payload = fc.oneof(
      ...(operation.body ? [{ weight: 12, arbitrary: json(operation.body) }] : []),
      { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((input) => JSON.stringify(input)) },
    );
    const sent = fc.record({ payload, contentType });
    return operation.body ? fc.oneof({ weight: 10, arbitrary: sent }, fc.constant({})) : fc.oneof({ weight: 10, arbitrary: fc.constant({}) }, sent);
  };

  const headerJunk = fc.oneof(fc.string({ unit: fc.constantFrom(...HEADER_CHARS), maxLength: 60 }), fc.constantFrom('', ' ', 'x'.repeat(8_000), 'null', '*', ', ,'));
  const credential = fc.oneof(
    { weight: 30, arbitrary: fc.constant({ authorization: 'Bearer {{caller}}' }) },
    { weight: 2, arbitrary: fc.constant({}) },
    { weight: 2, arbitrary: fc.constantFrom('{{reader}}', '{{stranger}}', '{{revoked}}').map((key) => ({ authorization: `Bearer ${key}` })) },
    { weight: 1, arbitrary: fc.constantFrom('{{caller}}', '{{revoked}}', '{{caller}}, {{caller}}').map((key) => ({ 'x-api-key': key })) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(
          'Bearer', 'Bearer ', 'bearer {{caller}}', 'Basic dXNlcjpwYXNz', 'Bearer {{caller}}, Bearer {{stranger}}', 'Bearer {{caller}}x',
          'Bearer cpk_', `Bearer cpk_${'A'.repeat(200)}`, `Bearer ${'e'.repeat(5_000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
          'Bearer   {{caller}}  ', 'Bearer\t{{caller}}',
        ),
        headerJunk.map((junk) => `Bearer ${junk}`),
        headerJunk,
      ).map((authorization) => ({ authorization })),
    },
  );
  const oddHeaders = fc.record(
    {
      'x-request-id': headerJunk,
      'x-api-key': headerJunk,
      accept: fc.oneof(headerJunk, fc.constantFrom('application/xml', 'text/html', '*/*;q=0', 'application/json;q=0')),
      'if-none-match': headerJunk,
      'if-modified-since': fc.oneof(headerJunk, fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'Sat, 01 Jan 10000 00:00:00 GMT')),
      origin: headerJunk,
      'x-forwarded-for': headerJunk,
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0', 'x'.repeat(500)),
    },
    { requiredKeys: [] },
  );

  const forOperation = (operation: Operation): fc.Arbitrary<FuzzRequest> => {
    const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
    const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
    return fc
      .record({
        method: fc.oneof({ weight: 30, arbitrary: fc.constant(operation.method) }, fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS')),
        segments: fc.tuple(...inPath.map((parameter) => segment(parameter.schema))),
        query: query(inQuery),
        body: body(operation),
        credential,
        // Odd headers on a quarter of the requests: more often, an odd Origin (an API key from a web page is
        // refused before anything else) would hide the operations behind the 403.
        odd: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: oddHeaders }),
      })
      .map(({ method, segments, query: search, body: { payload, contentType }, credential: auth, odd }) => {
        let path = operation.path;
        inPath.forEach((parameter, i) => (path = path.replace(`{${parameter.name}}`, segments[i])));
        const headers: Record<string, string> = { ...odd, ...auth };
        if (contentType !== undefined) headers['content-type'] = contentType;
        return { method, url: `${PREFIX}${path}${search}`, headers, ...(payload === undefined ? {} : { payload }) };
      });
  };

  return fc.oneof(...operations.map((operation) => forOperation(operation).map((request) => ({ operation: `${operation.method} ${operation.path}`, request }))));
}

/** What is wrong with an answer, if anything: a 5xx, or an error that is not exactly the spec's error object. */
function answerProblem(request: FuzzRequest, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400 || request.method === 'HEAD') return undefined;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return `error answer of type ${response.headers['content-type']}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'error answer is not JSON';
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'error answer is not an object';
  const { error, message, statusCode } = body as Record<string, unknown>;
  if (Object.keys(body).sort().join() !== 'error,message,statusCode') return `error object has keys ${Object.keys(body).join(', ')}`;
  if (typeof error !== 'string' || !/^[A-Z][A-Za-z]*$/.test(error)) return `error name ${JSON.stringify(error)} is not PascalCase`;
  if (typeof message !== 'string' || !message) return 'error message is not a non-empty string';
  if (statusCode !== response.statusCode) return `statusCode ${statusCode} differs from the HTTP status ${response.statusCode}`;
  return undefined;
}

interface Failure {
  problem: string;
  request: FuzzRequest;
  sent: FuzzRequest;
  status: number;
  answer: string;
}

/** A failure as the person fixing it needs it: the request to replay, what was sent, what came back. */
function describe(failure: Failure): string {
  let replay = JSON.stringify(failure.request);
  if (replay.length > 4_000) {
    const file = join(tmpdir(), `fuzz-request-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
    writeFileSync(file, replay);
    replay = file;
  }
  const sent = JSON.stringify(failure.sent, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 300 ? `${value.slice(0, 60)}…[${value.length} characters]` : value,
  );
  return [
    `${failure.problem}: ${failure.request.method} ${failure.request.url.slice(0, 300)}`,
    `  sent:   ${sent}`,
    `  answer: ${failure.status} ${failure.answer.slice(0, 500)}`,
    `  replay: FUZZ_REPLAY='${replay.replaceAll("'", "'\\''")}' npm run fuzz`,
  ].join('\n');
}

test('fuzzed requests to every operation of the OpenAPI document get < 500 and the spec error object', async (t) => {
  const replay = process.env.FUZZ_REPLAY;
  // A replayed request shows the server's own log of what failed.
  const { app, services } = await buildTestApp(t, { RATE_LIMIT_MAX: '100000000', ...(replay ? { LOG_LEVEL: 'error' } : {}) });
  const { callerId, otherId, credentials } = await seedPeople(services);
  let ids = await seedWorld(services, callerId, otherId);
  const document = (await app.inject({ method: 'GET', url: `${PREFIX}/openapi.json` })).json() as OpenApiDocument;
  const operations = operationsOf(document);
  assert.ok(operations.length > 20, 'the OpenAPI document lists the API operations');

  let cursor = '';
  const fill = (input: string) =>
    input
      .replace(/"\{\{id:(\d+)\}\}"/g, (_whole, slot: string) => String(ids[Number(slot) % ids.length]))
      .replace(/\{\{(\w+)(?::(\d+))?\}\}/g, (whole, name: string, slot?: string) =>
        name === 'id' ? String(ids[Number(slot) % ids.length]) : name === 'cursor' ? cursor : ((credentials as Record<string, string>)[name] ?? whole),
      );
  const send = async (request: FuzzRequest): Promise<Failure | undefined> => {
    const sent: FuzzRequest = {
      method: request.method,
      url: fill(request.url),
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, input]) => [name, fill(input)])),
      ...(request.payload === undefined ? {} : { payload: fill(request.payload) }),
    };
    const response = await app.inject({ ...sent, method: sent.method as 'GET' });
    if (response.statusCode === 200) {
      const next = /"nextCursor":"([^"]+)"/.exec(response.body);
      if (next) cursor = encodeURIComponent(next[1]);
    }
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    lastStatus = response.statusCode;
    const problem = answerProblem(sent, response);
    return problem ? { problem, request, sent, status: response.statusCode, answer: response.body } : undefined;
  };
  const statuses = new Map<number, number>();
  let lastStatus = 0;
  let sentCount = 0;
  // Operations that answered success at least once: the rest were only ever refused, a gap in what the run reached.
  const answered = new Set<string>();

  if (replay) {
    const request = JSON.parse(replay.trimStart().startsWith('{') ? replay : readFileSync(replay, 'utf8')) as FuzzRequest;
    const failure = await send(request);
    if (failure) assert.fail(describe(failure));
    return;
  }

  const runSeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
  // Distinct failures, one example each: a run reports every kind of fault it met, not only the first.
  const failures = new Map<string, Failure>();
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(requestsFor(document, operations), async ({ operation, request }) => {
      if (++sentCount % RESEED_EVERY === 0) ids = await seedWorld(services, callerId, otherId);
      const failure = await send(request);
      if (lastStatus < 300) answered.add(operation);
      if (failure) {
        const route = request.url.split('?')[0].replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/{id}');
        const kind = `${request.method} ${route} ${failure.status} ${failure.problem.replace(/\d+/g, 'N')}`;
        if (!failures.has(kind)) failures.set(kind, failure);
      }
    }),
    { numRuns: RUNS, seed: runSeed, endOnFailure: true },
  );
  const seconds = (performance.now() - started) / 1000;
  t.diagnostic(`${RUNS} requests over ${operations.length} operations in ${seconds.toFixed(1)} s (seed ${runSeed})`);
  const neverAnswered = operations.map((operation) => `${operation.method} ${operation.path}`).filter((operation) => !answered.has(operation));
  t.diagnostic(`operations never answered with success: ${neverAnswered.join(', ') || 'none'}`);
  t.diagnostic(`answers: ${[...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ')}`);
  assert.equal(
    failures.size,
    0,
    `${failures.size} kinds of faulty answer (replay the whole run with FUZZ_SEED=${runSeed}):\n\n${[...failures.values()].map(describe).join('\n\n')}`,
  );
});
