import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../../test/helpers.ts';
import { KEPT_ANSWER_DECISIONS } from './list-answers.ts';

/**
 * The hooks of each route whose answers may be kept (`GET /api/v1/...`, and the MCP server's
 * `POST`, whose tool calls of a kept list are answered before Fastify too), as Fastify lists
 * them: `phase:function`, one entry per hook.
 */
function apiReadHooks(routes: string): Map<string, string[]> {
  const hooks = new Map<string, string[]>();
  let route: string | undefined;
  for (const line of routes.split('\n')) {
    const listedRoute = /(\/api\/v1\/\S*) \((GET|POST)\)$/.exec(line);
    if (listedRoute && (listedRoute[2] === 'GET' || listedRoute[1] === '/api/v1/mcp')) {
      route = `${listedRoute[2]} ${listedRoute[1]}`;
      hooks.set(route, []);
      continue;
    }
    if (/\(\w+\)$/.test(line) || !/^[│├└ ]/.test(line)) route = undefined;
    const listed = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (route === undefined || !listed) continue;
    for (const name of JSON.parse(listed[2]) as string[]) hooks.get(route)!.push(`${listed[1]}:${name.replace(/\(\)$/, '')}`);
  }
  return hooks;
}

test('every hook and plugin of the API host is decided on by the kept-answer path', async (t) => {
  // Access lines and metrics on, so that every hook the host can have is there.
  const { app } = await buildTestApp(t, { LOG_LEVEL: 'info', METRICS_ENABLED: 'true' }, { logStream: { write: () => true } });
  await app.ready();
  const decided = new Set(Object.keys(KEPT_ANSWER_DECISIONS));
  const anonymousDecided = [...decided].filter((key) => key.includes(':anonymous'));

  const routes = apiReadHooks(app.printRoutes({ includeHooks: true, commonPrefix: false }));
  assert.ok(routes.get('GET /api/v1/churches')?.length, 'the hooks of the churches list are read');
  for (const [route, hooks] of routes) {
    const named = hooks.filter((hook) => !hook.endsWith(':anonymous'));
    const undecided = named.filter((hook) => !decided.has(hook));
    assert.deepEqual(undecided, [], `${route}: add each hook to KEPT_ANSWER_DECISIONS (src/http/list-answers.ts), applied or why not`);
    // A hook without a name cannot be told apart: only the third-party ones listed may be anonymous.
    const phases = (keys: string[]) => keys.filter((key) => key.includes(':anonymous')).map((key) => key.split(':')[0]);
    const allowed = phases(anonymousDecided);
    for (const phase of phases(hooks)) {
      const index = allowed.indexOf(phase);
      assert.notEqual(index, -1, `${route}: give its ${phase} hook a function name and decide on it: ${hooks.join(', ')}`);
      allowed.splice(index, 1);
    }
  }

  const plugins = app
    .printPlugins()
    .split('\n')
    .map((line) => /[─┬] (\S+) \d+ ms$/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined && name !== 'bound' && !name.endsWith('Routes'));
  assert.ok(plugins.includes('@fastify/rate-limit'), plugins.join(', '));
  const undecidedPlugins = plugins.filter((name) => !decided.has(`plugin:${name}`));
  assert.deepEqual(undecidedPlugins, [], 'add each plugin to KEPT_ANSWER_DECISIONS (src/http/list-answers.ts), applied or why not');
});
