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
 * - the write overhead: `createPrayer` and `pray` without any endpoint, with one endpoint and
 *   with ten (each of its own app, each subscribed to every event; their deliveries going out
 *   from the same process meanwhile), in alternating rounds;
 * - `webhookDeliveriesPerSecond`: a burst of events written straight to the log, timed from
 *   the commit until the receiver has every one (one endpoint).
 */
export interface WebhookFigures<F> {
  withoutWebhook: Record<string, F>;
  withWebhook: Record<string, F>;
  withTenWebhooks: Record<string, F>;
  /** One endpoint / none, by requests per second and by server CPU per request. */
  writeOverhead: Record<string, Overhead>;
  /** Ten endpoints / none, the same way. */
  tenWebhooksOverhead: Record<string, Overhead>;
  /**
   * The same CPU comparison over whole rounds (both scenarios, warm-ups included) up to the
   * moment the endpoints have every event: deliveries a worker falls behind on are made after
   * the measured runs, and only this figure charges them. Per write (each logs one event).
   */
  roundCpu: {
    withoutUsPerWrite: number[];
    withUsPerWrite: number[];
    withTenUsPerWrite: number[];
    overhead: number | null;
    tenOverhead: number | null;
  };
  webhookDeliveriesPerSecond: number;
  burst: number;
}

/** A share of the rate lost and of server CPU per request added. */
interface Overhead {
  rps: number;
  cpuUsPerRequest: number | null;
}

/** The endpoint counts measured, in each round in this order. */
const ENDPOINTS = [0, 1, 10] as const;

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
  const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
  const database = await openDatabase(input.databaseUrl);
  try {
    const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: input.databaseUrl }), database);
    console.log('Webhooks (service in development mode, receiver on loopback):');
    const endpointIds: number[] = [];
    for (let i = 0; i < Math.max(...ENDPOINTS); i++) {
      const { app } = await services.apps.createApp({ ownerId: 1, name: `Webhook benchmark ${i + 1}`, type: 'confidential', redirectUris: [] });
      endpointIds.push((await services.webhooks.create(COMMAND_LINE, app.clientId, { url: `${base}/${i + 1}` })).webhook.id);
    }
    const enableFirst = async (count: number) => {
      for (const [i, id] of endpointIds.entries()) await services.webhooks.setEnabled(COMMAND_LINE, id, i < count);
    };
    // Rounds with no endpoint, one and ten take turns (the others are disabled, so no
    // deliveries are made to them for those writes); each side's best round counts.
    const best: Record<number, Record<string, F>> = Object.fromEntries(ENDPOINTS.map((count) => [count, {}]));
    const usPerWrite: Record<number, number[]> = Object.fromEntries(ENDPOINTS.map((count) => [count, []]));
    // A whole round, until the log is fanned out and the endpoints have nothing pending: server CPU per write.
    const wholeRound = async (count: number) => {
      const logged = async () => Number((await database.db.selectFrom('change_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const [cpuBefore, writesBefore] = [input.serverCpuSeconds(), await logged()];
      keepBest(best[count], await input.writes());
      await drained(database.db, endpointIds);
      const [cpuAfter, writes] = [input.serverCpuSeconds(), (await logged()) - writesBefore];
      if (cpuBefore !== undefined && cpuAfter !== undefined && writes > 0) usPerWrite[count].push(Math.round(((cpuAfter - cpuBefore) * 1e6) / writes));
    };
    for (let round = 0; round < input.rounds; round++) {
      for (const count of ENDPOINTS) {
        console.log(`  ${count} endpoint${count === 1 ? '' : 's'}, round ${round + 1}:`);
        await enableFirst(count);
        await wholeRound(count);
      }
    }
    const roundOverhead = (count: number) =>
      usPerWrite[0].length && usPerWrite[count].length ? Number((Math.min(...usPerWrite[count]) / Math.min(...usPerWrite[0]) - 1).toFixed(3)) : null;
    const roundCpu: WebhookFigures<F>['roundCpu'] = {
      withoutUsPerWrite: usPerWrite[0],
      withUsPerWrite: usPerWrite[1],
      withTenUsPerWrite: usPerWrite[10],
      overhead: roundOverhead(1),
      tenOverhead: roundOverhead(10),
    };
    const percent = (share: number | null) => (share === null ? '?' : `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}%`);
    console.log(`  whole rounds until delivered, µs of server CPU per write: ${usPerWrite[0].join(', ')} without an endpoint, ` +
      `${usPerWrite[1].join(', ')} with one (${percent(roundCpu.overhead)}), ${usPerWrite[10].join(', ')} with ten (${percent(roundCpu.tenOverhead)})`);
    const overheadOf = (count: number): Record<string, Overhead> =>
      Object.fromEntries(
        Object.entries(best[count]).map(([name, figure]) => {
          const before = best[0][name];
          const cpu = figure.cpuUsPerRequest && before.cpuUsPerRequest ? Number((figure.cpuUsPerRequest / before.cpuUsPerRequest - 1).toFixed(3)) : null;
          return [name, { rps: Number((1 - figure.rps / before.rps).toFixed(3)), cpuUsPerRequest: cpu }];
        }),
      );
    const [writeOverhead, tenWebhooksOverhead] = [overheadOf(1), overheadOf(10)];
    for (const name of Object.keys(writeOverhead)) {
      console.log(`  ${name}: server CPU per request ${percent(writeOverhead[name].cpuUsPerRequest)} with one endpoint (goal ≤ +10%), ` +
        `${percent(tenWebhooksOverhead[name].cpuUsPerRequest)} with ten (goal ≤ +25%), best rounds during the runs`);
    }

    const changes: Change[] = Array.from({ length: input.burst }, (_, i) => ({
      type: 'prayer.created',
      resourceId: 10_000_000 + i,
      churchId: 1,
      userId: 1,
      object: { id: 10_000_000 + i, communityId: 1, userId: 1, content: `Burst prayer ${i}`, isAnonymous: false, isAnswered: false, prayerCount: 0 },
    }));
    await enableFirst(1);
    const before = received;
    const started = performance.now();
    await database.db.transaction().execute((trx) => recordChanges(trx, changes));
    while (received - before < input.burst) await new Promise((resolve) => setTimeout(resolve, 5));
    const webhookDeliveriesPerSecond = Math.round(input.burst / ((performance.now() - started) / 1000));
    console.log(`  ${input.burst} events delivered at ${webhookDeliveriesPerSecond} per second`);
    for (const id of endpointIds) await services.webhooks.delete(COMMAND_LINE, id);
    return {
      withoutWebhook: best[0],
      withWebhook: best[1],
      withTenWebhooks: best[10],
      writeOverhead,
      tenWebhooksOverhead,
      roundCpu,
      webhookDeliveriesPerSecond,
      burst: input.burst,
    };
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

/** Waits until the log is fanned out and the endpoints have nothing pending (the writes' events are all sent). */
async function drained(db: Awaited<ReturnType<typeof openDatabase>>['db'], webhookIds: number[]): Promise<void> {
  for (;;) {
    const last = await db.selectFrom('change_events').select('id').orderBy('tx', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const cursor = await db.selectFrom('webhook_cursor').select('event_id').executeTakeFirstOrThrow();
    if (last && String(last.id) !== String(cursor.event_id)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    const pending = await db.selectFrom('webhook_deliveries').select('id').where('subscription_id', 'in', webhookIds).where('status', '=', 'pending').limit(1).execute();
    if (!pending.length) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
