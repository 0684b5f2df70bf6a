import type { Db } from '../../db/database.ts';
import { PreparedQueries } from '../../db/prepared.ts';
import type { ApiKeyRow, AppLogosTable, AppRow, Database } from '../../db/tables.ts';
import type { Insertable, Selectable } from 'kysely';
import { Repository } from '../../db/repository.ts';

export interface ApiKeyWithApp {
  id: number;
  app_id: number;
  scopes: string;
  key_hash: string;
  revoked_at: ApiKeyRow['revoked_at'];
  last_used_at: ApiKeyRow['last_used_at'];
  owner_id: number;
  donations_access: string;
  owner_disabled_at: string | null;
}

export class AppsRepository extends Repository {
  /** The app lookup of every token request, compiled once (see PreparedQueries). */
  private readonly queries: PreparedQueries;
  constructor(db: Db) {
    super(db);
    this.queries = new PreparedQueries(db);
  }

  async insertApp(app: Insertable<Database['apps']>): Promise<AppRow> {
    return this.db.insertInto('apps').values(app).returningAll().executeTakeFirstOrThrow();
  }

  async findAppByClientId(clientId: string): Promise<AppRow | undefined> {
    const [row] = await this.queries.execute('findAppByClientId', { clientId }, (v) => this.db.selectFrom('apps').selectAll().where('client_id', '=', v.clientId));
    return row;
  }

  listAppsByOwner(ownerId: number): Promise<AppRow[]> {
    return this.db.selectFrom('apps').selectAll().where('owner_id', '=', ownerId).orderBy('id').execute();
  }

  /** Every app, or one person's, oldest first, each with its owner's email. */
  listAppsWithOwnerEmail(ownerId?: number): Promise<(AppRow & { owner_email: string })[]> {
    return this.db
      .selectFrom('apps')
      .innerJoin('users', 'users.id', 'apps.owner_id')
      .selectAll('apps')
      .select('users.email as owner_email')
      .$if(ownerId !== undefined, (qb) => qb.where('apps.owner_id', '=', ownerId!))
      .orderBy('apps.id')
      .execute();
  }

  /** Apps whose access to donations or to households is in this state. */
  listAppsByAccess(column: 'donations_access' | 'households_access', state: string): Promise<AppRow[]> {
    return this.db.selectFrom('apps').selectAll().where(column, '=', state).orderBy('id').execute();
  }

  async setAccess(appId: number, column: 'donations_access' | 'households_access', state: string): Promise<void> {
    await this.db.updateTable('apps').set({ [column]: state }).where('id', '=', appId).execute();
  }

  async setClientSecretHash(appId: number, hash: string): Promise<void> {
    await this.db.updateTable('apps').set({ client_secret_hash: hash }).where('id', '=', appId).execute();
  }

  async setRedirectUris(appId: number, uris: string[]): Promise<void> {
    await this.db.updateTable('apps').set({ redirect_uris: JSON.stringify(uris) }).where('id', '=', appId).execute();
  }

  async setPostLogoutRedirectUris(appId: number, uris: string[]): Promise<void> {
    await this.db.updateTable('apps').set({ post_logout_redirect_uris: JSON.stringify(uris) }).where('id', '=', appId).execute();
  }

  async setDetails(appId: number, details: Pick<AppRow, 'name' | 'description' | 'homepage_url' | 'logo_url' | 'privacy_policy_url'>): Promise<void> {
    await this.db.updateTable('apps').set(details).where('id', '=', appId).execute();
  }

  /** Removes the app; its keys and webhook endpoints go with it (foreign keys). */
  async deleteApp(appId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('apps').where('id', '=', appId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async setBackchannelLogout(appId: number, settings: { uri: string | null; sessionRequired: boolean }): Promise<void> {
    await this.db
      .updateTable('apps')
      .set({ backchannel_logout_uri: settings.uri, backchannel_logout_session_required: settings.sessionRequired })
      .where('id', '=', appId)
      .execute();
  }

  async setWebOrigins(appId: number, origins: string[]): Promise<void> {
    await this.db.updateTable('apps').set({ web_origins: JSON.stringify(origins) }).where('id', '=', appId).execute();
  }

  insertKey(key: Insertable<Database['api_keys']>): Promise<ApiKeyRow> {
    return this.db.insertInto('api_keys').values(key).returningAll().executeTakeFirstOrThrow();
  }

  findKeyByHash(hash: string): Promise<ApiKeyWithApp | undefined> {
    return this.db
      .selectFrom('api_keys')
      .innerJoin('apps', 'apps.id', 'api_keys.app_id')
      .innerJoin('users', 'users.id', 'apps.owner_id')
      .select([
        'api_keys.id', 'api_keys.app_id', 'api_keys.scopes', 'api_keys.key_hash', 'api_keys.revoked_at',
        'api_keys.last_used_at', 'apps.owner_id', 'apps.donations_access', 'users.disabled_at as owner_disabled_at',
      ])
      .where('api_keys.key_hash', '=', hash)
      .executeTakeFirst();
  }

  findKeyById(id: number): Promise<ApiKeyRow | undefined> {
    return this.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listKeysByApp(appId: number): Promise<ApiKeyRow[]> {
    return this.db.selectFrom('api_keys').selectAll().where('app_id', '=', appId).orderBy('id', 'desc').execute();
  }

  /** Marks a key revoked; returns false when it was already revoked or does not exist. */
  async revokeKey(id: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async touchKey(id: number, at: string): Promise<void> {
    await this.db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
  }

  /** The logo kept for an app, if one was ever fetched. */
  findLogo(appId: number): Promise<Selectable<AppLogosTable> | undefined> {
    return this.db.selectFrom('app_logos').selectAll().where('app_id', '=', appId).executeTakeFirst();
  }

  /** Keeps the outcome of a logo fetch: the image, or (body null) that there was none. */
  async saveLogo(logo: AppLogosTable): Promise<void> {
    await this.db
      .insertInto('app_logos')
      .values(logo)
      .onConflict((conflict) => conflict.column('app_id').doUpdateSet({ source_url: logo.source_url, content_type: logo.content_type, body: logo.body, fetched_at: logo.fetched_at }))
      .execute();
  }
}
