import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { ApiKeysCache } from './modules/apps/cache.ts';
import { AppsRepository } from './modules/apps/repository.ts';
import { AppsService } from './modules/apps/service.ts';
import { ChurchesRepository } from './modules/churches/repository.ts';
import { ChurchesService } from './modules/churches/service.ts';
import { UsersRepository } from './modules/users/repository.ts';
import { UsersService } from './modules/users/service.ts';

/** Every service, wired once over one database. Hosts and the CLI share this. */
export function createServices(config: Config, database: DatabaseHandle) {
  const { db } = database;
  const users = new UsersService(new UsersRepository(db));
  const churches = new ChurchesService(new ChurchesRepository(db));
  const apps = new AppsService(new AppsRepository(db), users, new ApiKeysCache(), config.nodeEnv === 'production');
  return { config, database, users, churches, apps };
}

export type Services = ReturnType<typeof createServices>;
