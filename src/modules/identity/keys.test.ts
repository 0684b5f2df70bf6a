import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabaseUrl } from '../../../test/helpers.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { IdentityKeys } from './keys.ts';
import { IdentityRepository } from './repository.ts';

test('instances starting together on a fresh database make one signing key and one cookie secret, and agree on them', async (t) => {
  // Two instances are two connections to one store: a file for SQLite (memory is one connection's).
  let url = await freshDatabaseUrl(t);
  if (url.startsWith('sqlite:')) {
    const folder = mkdtempSync(join(tmpdir(), 'keys-'));
    t.after(() => rmSync(folder, { recursive: true, force: true }));
    url = `sqlite:${join(folder, 'keys.db')}`;
  }
  const first = await openDatabase(url);
  await migrateToLatest(first.db);
  const second = await openDatabase(url);
  t.after(async () => {
    await first.close();
    await second.close();
  });
  const instances = [first, second].map(({ db, dialect }) => new IdentityKeys(new IdentityRepository(db, dialect)));

  await Promise.all(instances.map((keys) => keys.prepare()));

  const [signingA, signingB] = await Promise.all(instances.map((keys) => keys.signingKeys()));
  assert.equal(signingA.keys.length, 1, 'one signing key, not one per instance');
  assert.deepEqual(signingB, signingA, 'both instances sign with and publish the same key');
  const [cookiesA, cookiesB] = await Promise.all(instances.map((keys) => keys.cookieSecrets()));
  assert.equal(cookiesA.length, 1, 'one cookie secret');
  assert.deepEqual(cookiesB, cookiesA);
});
