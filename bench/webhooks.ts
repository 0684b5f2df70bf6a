import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { COMMAND_LINE } from '../src/modules/audit/service.ts';
import { recordChanges, type Change } from '../src/modules/changes/log.ts';
import { createServices } from '../src/services.ts';

/**
 * The webhook figures. Production refuses webhook URLs on loopback, so these run against the
 * service started again in development mode on the same data (the caller starts it), with a
 * receiver in this process answering 204:
 * - the write overhead: `createPrayer` and `pray` without any endpoint and with one endpoint
 *   subscribed to every event (its deliveries going out from the same process meanwhile), in
 *   alternating rounds;
 * - `webhookDeliveriesPerSecond`: a burst of events written straight to the log, timed from
 *   the commit until the receiver has every one.
 */
export interface WebhookFigures<F> {
  withoutWebhook: Record<string, F>;
  withWebhook: Record<string, F>;
  /** with / without, by requests per second and by server CPU per request. */
  writeOverhead: Record<string, { rps: number; cpuUsPerRequest: number | null }>;
  /**
   * The same CPU comparison over whole rounds (both scenarios, warm-ups included) up to the
   * moment the endpoint has every event: deliveries a worker falls behind on are made after
   * the measured runs, and only this figure charges them. Per write (each logs one event).
   */
  roundCpu: { withoutUsPerWrite: number[]; withUsPerWrite: number[]; overhead: number | null };
  webhookDeliveriesPerSecond: number;
  burst: number;
}

interface Measured {
  rps: number;
  cpuUsPerRequest?: number;
}

export async function webhookFigures<F extends Measured>(input: {
  databaseUrl: string;
  burst: number;
  rounds: number;
  /** Runs the write scenarios against the development-mode service. */
  writes(): Promise<Record<string, F>>;
  /** CPU seconds the development-mode service has spent so far. */
  serverCpuSeconds(): number | undefined;
}): Promise<WebhookFigures<F>> {
  let received = 0;
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received++;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
  const database = await openDatabase(input.databaseUrl);
  try {
    const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: input.databaseUrl }), database);
    console.log('Webhooks (service in development mode, receiver on loopback):');
    const { app } = await services.apps.createApp({ ownerId: 1, name: 'Webhook benchmark', type: 'confidential', redirectUris: [] });
    const { webhook } = await services.webhooks.create(COMMAND_LINE, app.clientId, { url });
    // Rounds without and with the endpoint take turns (it is disabled in between, so no
    // deliveries are made for those writes); each side's best round counts.
    const withoutWebhook: Record<string, F> = {};
    const withWebhook: Record<string, F> = {};
    const roundCpu: WebhookFigures<F>['roundCpu'] = { withoutUsPerWrite: [], withUsPerWrite: [], overhead: null };
    // A whole round, until the log is fanned out and the endpoint has nothing pending: server CPU per write.
    const wholeRound = async (into: Record<string, F>, usPerWrite: number[]) => {
      const logged = async () => Number((await database.db.selectFrom('change_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const [cpuBefore, writesBefore] = [input.serverCpuSeconds(), await logged()];
      keepBest(into, await input.writes());
      await drained(database.db, webhook.id);
      const [cpuAfter, writes] = [input.serverCpuSeconds(), (await logged()) - writesBefore];
      if (cpuBefore !== undefined && cpuAfter !== undefined && writes > 0) usPerWrite.push(Math.round(((cpuAfter - cpuBefore) * 1e6) / writes));
    };
    for (let round = 0; round < input.rounds; round++) {
      await services.webhooks.setEnabled(COMMAND_LINE, webhook.id, false);
      await wholeRound(withoutWebhook, roundCpu.withoutUsPerWrite);
      await services.webhooks.setEnabled(COMMAND_LINE, webhook.id, true);
      await wholeRound(withWebhook, roundCpu.withUsPerWrite);
    }
    if (roundCpu.withoutUsPerWrite.length && roundCpu.withUsPerWrite.length) {
      roundCpu.overhead = Number((Math.min(...roundCpu.withUsPerWrite) / Math.min(...roundCpu.withoutUsPerWrite) - 1).toFixed(3));
    }
    console.log(`  whole rounds until delivered: ${roundCpu.withoutUsPerWrite.join(', ')} µs of server CPU per write without the endpoint, ` +
      `${roundCpu.withUsPerWrite.join(', ')} with it (${roundCpu.overhead === null ? '?' : `${(roundCpu.overhead * 100).toFixed(1)}%`})`);
    const writeOverhead = Object.fromEntries(
      Object.entries(withWebhook).map(([name, figure]) => {
        const before = withoutWebhook[name];
        const cpu = figure.cpuUsPerRequest && before.cpuUsPerRequest ? Number((figure.cpuUsPerRequest / before.cpuUsPerRequest - 1).toFixed(3)) : null;
        return [name, { rps: Number((1 - figure.rps / before.rps).toFixed(3)), cpuUsPerRequest: cpu }];
      }),
    );

    const changes: Change[] = Array.from({ length: input.burst }, (_, i) => ({
      type: 'prayer.created',
      resourceId: 10_000_000 + i,
      churchId: 1,
      userId: 1,
      object: { id: 10_000_000 + i, communityId: 1, userId: 1, content: `Burst prayer ${i}`, isAnonymous: false, isAnswered: false, prayerCount: 0 },
    }));
    const before = received;
    const started = performance.now();
    await database.db.transaction().execute((trx) => recordChanges(trx, changes));
    while (received - before < input.burst) await new Promise((resolve) => setTimeout(resolve, 5));
    const webhookDeliveriesPerSecond = Math.round(input.burst / ((performance.now() - started) / 1000));
    console.log(`  ${input.burst} events delivered at ${webhookDeliveriesPerSecond} per second`);
    await services.webhooks.delete(COMMAND_LINE, webhook.id);
    return { withoutWebhook, withWebhook, writeOverhead, roundCpu, webhookDeliveriesPerSecond, burst: input.burst };
  } finally {
    await database.close();
    receiver.closeAllConnections();
    receiver.close();
  }
}

/** The best round of each scenario: the most requests per second, the least CPU per request. */
function keepBest<F extends Measured>(best: Record<string, F>, round: Record<string, F>): void {
  for (const [name, figure] of Object.entries(round)) {
    const cheapest = Math.min(best[name]?.cpuUsPerRequest ?? Infinity, figure.cpuUsPerRequest ?? Infinity);
    if (!best[name] || figure.rps > best[name].rps) best[name] = { ...figure };
    if (Number.isFinite(cheapest)) best[name].cpuUsPerRequest = cheapest;
  }
}

/** Waits until the log is fanned out and the endpoint has nothing pending (the writes' events are all sent). */
async function drained(db: Awaited<ReturnType<typeof openDatabase>>['db'], webhookId: number): Promise<void> {
  for (;;) {
    const last = await db.selectFrom('change_events').select('id').orderBy('tx', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const cursor = await db.selectFrom('webhook_cursor').select('event_id').executeTakeFirstOrThrow();
    if (last && String(last.id) !== String(cursor.event_id)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    const pending = await db.selectFrom('webhook_deliveries').select('id').where('subscription_id', '=', webhookId).where('status', '=', 'pending').limit(1).execute();
    if (!pending.length) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
