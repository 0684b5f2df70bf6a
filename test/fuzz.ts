import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

/**
 * Runs the fuzz test on its own, for as many requests as asked:
 *   npm run fuzz -- --runs 100000 [--seed 42]
 *   FUZZ_REPLAY='<request as printed>' npm run fuzz
 * TEST_DATABASE_URL selects PostgreSQL, as for the other tests.
 */
const { values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' }, replay: { type: 'string' } } });
const env = { ...process.env };
if (values.runs) env.FUZZ_RUNS = values.runs;
if (values.seed) env.FUZZ_SEED = values.seed;
if (values.replay) env.FUZZ_REPLAY = values.replay;
const { status } = spawnSync(process.execPath, ['--test', '--test-global-setup=test/global-setup.ts', 'test/fuzz.test.ts'], { stdio: 'inherit', env });
process.exit(status ?? 1);
