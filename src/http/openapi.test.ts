import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildTestApp } from '../../test/helpers.ts';
import { API_SCOPE_NAMES } from './scopes.ts';
import { TAGS } from './openapi.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// The document is read as plain JSON, field by field, as a client generator would.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

interface Operation {
  name: string;
  method: string;
  path: string;
  operation: Json;
}

function operationsOf(document: Json): Operation[] {
  return Object.entries(document.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, method, path, operation: operation as Json })),
  );
}

/** Every schema object of a document part, with where it is. */
function* schemasIn(value: unknown, at: string): Generator<{ at: string; schema: Json }> {
  if (value === null || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'example' || key === 'examples') continue;
    if (key === 'schema' && inner && typeof inner === 'object') yield* schemaTree(inner as Json, `${at}.schema`);
    else yield* schemasIn(inner, `${at}.${key}`);
  }
}

function* schemaTree(schema: Json, at: string): Generator<{ at: string; schema: Json }> {
  yield { at, schema };
  for (const [name, inner] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) yield* schemaTree(inner, `${at}.${name}`);
  if (schema.items) yield* schemaTree(schema.items, `${at}[]`);
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) yield* schemaTree(option, `${at}|`);
}

test('the OpenAPI document', async (t) => {
  const { request } = await buildTestApp(t);
  const document = (await request({ method: 'GET', url: '/api/v1/openapi.json' })).json() as Json;
  const operations = operationsOf(document);
  assert.ok(operations.length > 40);

  await t.test('every operation has a unique camelCase operationId, a one-line summary, a known tag and a description', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const { name, operation } of operations) {
      assert.match(String(operation.operationId), /^[a-z][a-zA-Z0-9]*$/, `${name} has a camelCase operationId`);
      assert.match(String(operation.summary), /^[^\n]{3,80}$/, `${name} has a one-line summary`);
      assert.equal(operation.tags?.length, 1, `${name} has one tag`);
      assert.ok(TAGS.some((tag) => tag.name === operation.tags[0]), `${name}'s tag ${operation.tags[0]} is listed in TAGS`);
      assert.ok(operation.description, `${name} has a description`);
    }
    assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
    const byId = Object.fromEntries(operations.map(({ name, operation }) => [operation.operationId, name]));
    assert.equal(byId.listChurches, 'GET /churches');
    assert.equal(byId.getChurchMemberCount, 'GET /churches/{id}/members/count');
    assert.equal(byId.prayForPrayer, 'POST /prayers/{id}/pray');
    assert.equal(byId.markPrayerAnswered, 'POST /prayers/{id}/answered');
    assert.equal(byId.registerForEvent, 'POST /events/{id}/register');
    assert.deepEqual(document.tags.map((tag: Json) => tag.name), TAGS.map((tag) => tag.name));
  });

  await t.test("every operation's security is its scope by OAuth, or an API key, and the description names the scope", () => {
    // Calendar apps send no credential: the feeds are the public operations, and say so.
    const PUBLIC = ['GET /churches/{id}/calendar.ics', 'GET /groups/{id}/calendar.ics', 'GET /users/me/calendar.ics'];
    for (const { name, operation } of operations) {
      const security = operation.security as Record<string, string[]>[];
      assert.equal(security.length === 0, PUBLIC.includes(name), `${name} is public exactly when it is a calendar feed`);
      if (!security.length) {
        assert.ok(operation.description.includes('Public: no credential needed.'), `${name} says it is public`);
        continue;
      }
      assert.deepEqual(security.slice(-2), [{ bearer: [] }, { apiKey: [] }], name);
      const scopes = security.slice(0, -2).map((requirement) => requirement.oauth2);
      assert.ok(scopes.length >= 1 && scopes.every((scope) => scope?.length === 1 && API_SCOPE_NAMES.includes(scope[0] as never)), name);
      if (scopes.length === 1) assert.ok(operation.description.includes(`**Scope:** \`${scopes[0][0]}\``), `${name} names its scope`);
      else assert.ok(operation.description.includes('**Scope:** any API scope'), `${name} says any scope will do`);
    }
    const scopeOf = (method: string, path: string) => document.paths[path][method].security[0].oauth2[0];
    assert.equal(scopeOf('get', '/churches'), 'read:churches');
    assert.equal(scopeOf('post', '/prayers'), 'write:prayers');
    assert.equal(scopeOf('get', '/donations'), 'read:donations');
    assert.deepEqual(document.paths['/changes'].get.security.slice(0, -2), API_SCOPE_NAMES.map((scope) => ({ oauth2: [scope] })));
  });

  await t.test('shared shapes are named components used through $ref, none left inline', () => {
    const schemas = document.components.schemas as Record<string, Json>;
    for (const name of ['Church', 'ChurchMember', 'Prayer', 'Event', 'Registrant', 'Group', 'GroupMember', 'Donation', 'User', 'CurrentUser', 'Pagination', 'Error', 'ChangeEvent', 'NewPrayer']) {
      assert.ok(schemas[name], `components.schemas.${name}`);
    }
    for (const { at, schema } of schemasIn(document.paths, 'paths')) assert.equal(schema.title, undefined, `a named schema inline at ${at}`);
    const churches = document.paths['/churches'].get.responses['200'].content['application/json'].schema;
    assert.deepEqual(churches.properties.data.items, { $ref: '#/components/schemas/Church' });
    assert.deepEqual(churches.properties.pagination, { $ref: '#/components/schemas/Pagination' });
    assert.deepEqual(document.paths['/churches'].get.responses['404'], undefined);
    assert.deepEqual(document.paths['/churches/{id}'].get.responses['404'].content['application/json'].schema, { $ref: '#/components/schemas/Error' });
    assert.deepEqual(document.paths['/prayers'].post.requestBody.content['application/json'].schema, { $ref: '#/components/schemas/NewPrayer' });
  });

  await t.test('every named schema, request body and answer has an example', () => {
    for (const [name, schema] of Object.entries(document.components.schemas as Record<string, Json>)) {
      assert.ok(Array.isArray(schema.examples) && schema.examples.length, `components.schemas.${name} has examples`);
    }
    for (const { name, operation } of operations) {
      for (const [type, media] of Object.entries((operation.requestBody?.content ?? {}) as Record<string, Json>)) assert.ok(media.example, `${name} request ${type}`);
      for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
        for (const media of Object.values((response.content ?? {}) as Record<string, Json>)) assert.ok(media.example !== undefined, `${name} ${status}`);
      }
    }
    const notFound = document.paths['/churches/{id}'].get.responses['404'].content['application/json'].example;
    assert.equal(notFound.statusCode, 404);
    const forbidden = document.paths['/events'].post.responses['403'].content['application/json'].example;
    assert.match(forbidden.message, /write:events/);
  });

  await t.test('query parameters with a default, and every optional one, are not required', () => {
    for (const { name, operation } of operations) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path') assert.equal(parameter.required, true);
        else if (parameter.schema?.default !== undefined) assert.equal(parameter.required, false, `${name} ${parameter.name}`);
      }
    }
    const listChurches = document.paths['/churches'].get.parameters as Json[];
    assert.deepEqual(listChurches.filter((parameter) => parameter.required).map((parameter) => parameter.name), []);
    assert.deepEqual(listChurches.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name), ['page', 'limit', 'updatedSince', 'cursor']);
  });

  await t.test('response headers are documented where the API sends them', () => {
    const headers = document.components.headers as Record<string, Json>;
    for (const name of ['X-Request-Id', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'ETag', 'Idempotent-Replayed']) {
      assert.ok(headers[name]?.description && headers[name].schema, name);
    }
    const refs = (response: Json) => Object.keys(response.headers ?? {});
    for (const { name, method, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
        const code = Number(status);
        assert.ok(refs(response).includes('X-Request-Id'), `${name} ${status} X-Request-Id`);
        if (code !== 401) assert.ok(refs(response).includes('RateLimit-Remaining'), `${name} ${status} RateLimit-*`);
        assert.equal(refs(response).includes('Retry-After'), code === 429, `${name} ${status} Retry-After`);
        assert.equal(refs(response).includes('ETag'), method === 'get' && code === 200, `${name} ${status} ETag`);
        assert.equal(refs(response).includes('Idempotent-Replayed'), method !== 'get' && code < 300 && code !== 304, `${name} ${status} Idempotent-Replayed`);
      }
      if (method === 'get') {
        assert.ok(operation.responses['304'], `${name} documents 304`);
        assert.ok(operation.parameters.some((parameter: Json) => parameter.in === 'header' && parameter.name === 'if-none-match'), `${name} If-None-Match`);
      } else {
        assert.ok(operation.parameters.some((parameter: Json) => parameter.in === 'header' && parameter.name === 'idempotency-key'), `${name} Idempotency-Key`);
      }
      assert.ok(operation.responses['429'], `${name} documents 429`);
    }
  });

  await t.test('info has a license and a contact; the server is this host', () => {
    assert.ok(document.info.license.name && document.info.license.identifier);
    assert.match(document.info.contact.url, /\/developers$/);
    assert.deepEqual(document.servers.map((server: Json) => server.url), ['/api/v1']);
  });

  await t.test('Redocly lint (recommended rules) finds no error and no warning, offline', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    await writeFile(join(dir, 'openapi.json'), JSON.stringify(document));
    // Its own configuration, so no redocly.yaml around the checkout changes the rules; both rule sets ship in the package.
    await writeFile(join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
    const cli = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
    const { stdout } = await run(process.execPath, [cli, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json'], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string; stderr?: string }) => assert.fail(`redocly lint failed:\n${error.stdout}\n${error.stderr}`));
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
    const problems = report.problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    assert.deepEqual(problems, []);
    assert.deepEqual(report.totals, { ...report.totals, errors: 0, warnings: 0 });
  });

  await t.test('a client generated with openapi-typescript and openapi-fetch compiles the usual calls without casts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-client-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    await writeFile(join(dir, 'package.json'), '{"type": "module"}');
    await writeFile(join(dir, 'api.ts'), astToString(await openapiTS(document as OpenAPI3, { silent: true })));
    await writeFile(
      join(dir, 'client.ts'),
      `import createClient from 'openapi-fetch';
import type { paths, components } from './api.ts';

const client = createClient<paths>({ baseUrl: 'http://localhost:3000/api/v1', headers: { authorization: 'Bearer cpk_x' } });
const churches = await client.GET('/churches');
const church: components['schemas']['Church'] | undefined = churches.data?.data[0];
const cursor: string | undefined = churches.data?.pagination.nextCursor;
const prayers = await client.GET('/prayers', { params: { query: { cursor } } });
const prayerCount: number | undefined = prayers.data?.data[0]?.prayerCount;
const body = { communityId: 1, content: 'Please pray for the youth retreat' };
const created = await client.POST('/prayers', { body });
const id: number | undefined = created.data?.data.id;
const problem: string | undefined = created.error?.message;
export { church, prayerCount, id, problem };
`,
    );
    // The same client misused: proves the check reads the types.
    await writeFile(
      join(dir, 'misuse.ts'),
      `import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

const client = createClient<paths>();
await client.GET('/churches', { params: { query: { page: 'two' } } });
await client.POST('/prayers', { body: { content: 'no church' } });
await client.GET('/nowhere');
`,
    );
    const compile = (file: string) => {
      const options = {
        target: 'es2024', module: 'nodenext', moduleResolution: 'nodenext', strict: true, noEmit: true,
        allowImportingTsExtensions: true, types: ['node'], skipLibCheck: true,
      };
      return writeFile(join(dir, `tsconfig.${file}.json`), JSON.stringify({ compilerOptions: options, files: [file] })).then(() =>
        run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', `tsconfig.${file}.json`], { cwd: dir }).then(
          () => '',
          (error: { stdout: string }) => error.stdout,
        ),
      );
    };
    const [good, bad] = await Promise.all([compile('client.ts'), compile('misuse.ts')]);
    assert.equal(good, '', 'the usual calls compile');
    assert.match(bad, /misuse\.ts\(5,.*TS2322/, 'a wrong query parameter type does not');
    assert.match(bad, /misuse\.ts\(6,.*communityId/, 'a body without a required field does not');
    assert.match(bad, /misuse\.ts\(7,/, 'an unknown path does not');
  });
});
