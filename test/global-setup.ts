import pg from 'pg';

/**
 * PostgreSQL test schemas are dropped here, once before and once after the whole run, and
 * never while tests run: Kysely's migrator introspects every schema of the database, and a
 * schema dropped by one test file in the middle of that query makes another file's
 * migration fail.
 */
async function dropTestSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select nspname as name from pg_namespace where nspname like 'test\\_%'`);
    for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
  } finally {
    await client.end();
  }
}

export const globalSetup = dropTestSchemas;
export const globalTeardown = dropTestSchemas;
