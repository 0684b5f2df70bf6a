import { loadConfig, ConfigError } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { issueDemoKey, seedDemo } from './db/seed/demo.ts';
import { buildApiHost } from './hosts/api.ts';
import { createServices } from './services.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const services = createServices(config, database);

  let demoKey: string | undefined;
  if (config.seedDemo) {
    const seeded = await seedDemo(services, {});
    demoKey = seeded.created || config.nodeEnv === 'development' ? await issueDemoKey(services) : undefined;
  }

  const api = await buildApiHost(services);
  await api.listen({ port: config.port, host: config.host });

  console.log(`API ready at ${config.apiBaseUrl}  (OpenAPI document: ${config.apiBaseUrl}/openapi.json)`);
  if (demoKey) {
    console.log(`Demo API key (all read scopes and writes; shown once): ${demoKey}`);
    console.log(`Try:  curl -H "Authorization: Bearer ${demoKey}" ${config.apiBaseUrl}/churches?limit=3`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    api.log.info({ signal }, 'shutting down');
    await api.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
