import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { buildApiHost } from '../../src/hosts/api.ts';
import { createServices } from '../../src/services.ts';

/**
 * Writes sdk/src/generated/api.ts, the SDK's types, from the OpenAPI document the API serves:
 *   npm run sdk:generate        (after changing a route or schema)
 * The file is committed so the SDK type-checks without a build step; a test fails while it
 * differs from what this script would write.
 */

export const GENERATED_FILE = fileURLToPath(new URL('../src/generated/api.ts', import.meta.url));

const HEADER = `// Generated from the API's OpenAPI document by sdk/scripts/generate.ts (npm run sdk:generate). Do not edit.\n\n`;

/** The document as an API host built on a throwaway database serves it. */
export async function servedDocument(): Promise<OpenAPI3> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent' });
  const database = await openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    const app = await buildApiHost(createServices(config, database));
    try {
      const response = await app.inject({ method: 'GET', url: `${new URL(config.apiBaseUrl).pathname}/openapi.json` });
      if (response.statusCode !== 200) throw new Error(`The OpenAPI document answered ${response.statusCode}: ${response.body}`);
      return response.json() as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * The query parameter in which each list takes the `nextCursor` of its previous page:
 * `cursor` on the lists that have one, `after` on the change feed; the others page by number.
 */
function cursorParameters(document: OpenAPI3): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const names = ((item as { get?: { parameters?: { name: string; in: string }[] } }).get?.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name);
    const name = names.find((candidate) => candidate === 'cursor' || candidate === 'after');
    if (name) found[path] = name;
  }
  return found;
}

/** The text of sdk/src/generated/api.ts for a document. */
export async function generatedSource(document: OpenAPI3): Promise<string> {
  const types = astToString(await openapiTS(document, { silent: true }));
  const cursors = JSON.stringify(cursorParameters(document), null, 2).replaceAll('"', "'");
  return (
    `${HEADER}${types}\n` +
    '/** The query parameter in which each list takes `nextCursor`; lists not named here page by number. */\n' +
    `export const CURSOR_PARAMETERS: Record<string, string> = ${cursors};\n`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await generatedSource(await servedDocument());
  let previous = '';
  try {
    previous = readFileSync(GENERATED_FILE, 'utf8');
  } catch {
    // First generation.
  }
  writeFileSync(GENERATED_FILE, source);
  console.log(`${previous === source ? 'Unchanged' : 'Wrote'} ${GENERATED_FILE}`);
}
