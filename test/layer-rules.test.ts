import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

/** The lint's verdict on `code` as if it were the file at `filePath`. */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath });
  return result.messages.map((message) => message.message);
}

test('the layer rules are part of the lint, each refusal naming its rule', { timeout: 60_000 }, async () => {
  assert.match((await lint('src/db/probe.ts', "import type { FastifyInstance } from 'fastify';\nexport type Host = FastifyInstance;\n")).join('\n'), /Layer rule: src\/db knows tables/);
  assert.match((await lint('src/db/probe.ts', "import type { Services } from '../services.ts';\nexport type S = Services;\n")).join('\n'), /Layer rule: src\/db/);
  assert.match(
    (await lint('src/http/probe.ts', "import type { ChurchesService } from '../modules/churches/service.ts';\nexport type C = ChurchesService;\n")).join('\n'),
    /Layer rule: src\/http imports no module/,
  );
  assert.match((await lint('src/modules/churches/repository.ts', "import type { FastifyReply } from 'fastify';\nexport type R = FastifyReply;\n")).join('\n'), /Layer rule: a repository/);
  // What the layers may do stays allowed.
  assert.deepEqual(await lint('src/http/probe.ts', "import type { Db } from '../db/database.ts';\nexport type D = Db;\n"), []);
  assert.deepEqual(await lint('src/modules/churches/probe.ts', "import type { FastifyInstance } from 'fastify';\nexport type H = FastifyInstance;\n"), []);
});
