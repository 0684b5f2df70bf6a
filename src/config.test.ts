import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from './config.ts';

test('defaults match the documented configuration', () => {
  const config = loadConfig({});
  assert.equal(config.port, 3000);
  assert.equal(config.host, '127.0.0.1');
  assert.equal(config.apiBaseUrl, 'http://localhost:3000/api/v1');
  assert.equal(config.databaseUrl, 'sqlite:./data/community.sqlite');
  assert.equal(config.rateLimitMax, 600);
  assert.equal(config.rateLimitWindowMs, 60_000);
  assert.equal(config.seedDemo, true);
  assert.equal(config.workers, 1);
  assert.equal(config.metricsEnabled, false);
  assert.equal(config.redisUrl, undefined);
  assert.equal(config.shutdownDrainMs, 5_000);
  assert.equal(config.shutdownTimeoutMs, 10_000);
  assert.equal(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org:587' }).seedDemo, false);
  assert.equal(config.smtpUrl, undefined);
  assert.equal(config.mailFrom, 'Community Platform <no-reply@localhost>');
  assert.equal(config.webhookPollMs, 250);
  assert.equal(config.listCacheMb, 8);
});

test('an invalid value stops the start with a message naming the variable', () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ PORT: 'eighty' }, /^PORT must be an integer from 0 to 65535, got "eighty"$/],
    [{ PORT: '70000' }, /^PORT must be an integer from 0 to 65535, got "70000"$/],
    [{ PORT: '3000', LOGIN_PORT: '3000' }, /^LOGIN_PORT must differ from PORT/],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV must be/],
    [{ API_BASE_URL: 'localhost:3000' }, /^API_BASE_URL must be/],
    [{ API_BASE_URL: 'http://localhost:3000/api' }, /^API_BASE_URL must end in \/api\/v1/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must be/],
    [{ RATE_LIMIT_MAX: '0' }, /^RATE_LIMIT_MAX must be a positive integer \(1 to 1000000000\), got "0"$/],
    [{ RATE_LIMIT_MAX: '-3' }, /^RATE_LIMIT_MAX must be a positive integer \(1 to 1000000000\), got "-3"$/],
    [{ RATE_LIMIT_MAX: '2.5' }, /^RATE_LIMIT_MAX must be a positive integer/],
    [{ RATE_LIMIT_WINDOW_MS: '-5' }, /^RATE_LIMIT_WINDOW_MS must be a positive integer \(1 to 86400000\)/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
    [{ SEED_DEMO: 'maybe' }, /^SEED_DEMO must be true or false \(or 1 or 0\), got "maybe"$/],
    [{ REDIS_URL: 'localhost:6379' }, /^REDIS_URL must be/],
    [{ METRICS_ENABLED: 'yes' }, /^METRICS_ENABLED must be true or false/],
    [{ METRICS_TOKEN: 'short' }, /^METRICS_TOKEN must be 32 to 256 visible ASCII characters .*, got 5 characters$/],
    [{ METRICS_TOKEN: `${'x'.repeat(20)} ${'y'.repeat(20)}` }, /^METRICS_TOKEN must be 32 to 256 visible ASCII characters/],
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org:587', METRICS_ENABLED: 'true' }, /^METRICS_ENABLED=true needs METRICS_TOKEN in production/],
    [{ WORKERS: '4', DATABASE_URL: 'sqlite::memory:' }, /^WORKERS above 1 needs a database every worker opens/],
    [{ SHUTDOWN_DRAIN_MS: '5s' }, /^SHUTDOWN_DRAIN_MS must be an integer from 0 to 600000, got "5s"$/],
    [{ LIST_CACHE_MB: 'lots' }, /^LIST_CACHE_MB must be an integer from 0 to 4096/],
    [{ LIST_CACHE_MB: '-1' }, /^LIST_CACHE_MB must be an integer from 0 to 4096, got "-1"$/],
    [{ SHUTDOWN_DRAIN_MS: '600001' }, /^SHUTDOWN_DRAIN_MS must be an integer from 0 to 600000/],
    [{ NODE_ENV: 'production', SEED_DEMO: 'true' }, /^SEED_DEMO cannot be true in production/],
    [{ NODE_ENV: 'production' }, /^SMTP_URL is required in production/],
    [{ SMTP_URL: 'mail.example.org:587' }, /^SMTP_URL must be smtp:\/\/user:pass@host:port or smtps:/],
    [{ SMTP_URL: 'http://mail.example.org' }, /^SMTP_URL must be/],
    [{ MAIL_FROM: 'Parish Office' }, /^MAIL_FROM must be address@domain or Name <address@domain>/],
    [{ MAIL_FROM: 'a@example.org\r\nBcc: b@example.org' }, /^MAIL_FROM must be/],
    [{ WEBHOOK_POLL_MS: '5' }, /^WEBHOOK_POLL_MS must be an integer from 10 to 600000, got "5"$/],
    [{ WEBHOOK_POLL_MS: 'often' }, /^WEBHOOK_POLL_MS must be an integer from 10 to 600000/],
  ];
  for (const [env, message] of cases) {
    assert.throws(() => loadConfig(env), { name: 'ConfigError', message }, JSON.stringify(env));
  }
  assert.equal(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://localhost/db' }).workers, 4);
  assert.equal(loadConfig({ WORKERS: '2', DATABASE_URL: 'sqlite:./data/community.sqlite' }).workers, 2, 'workers share a SQLite file');
  assert.equal(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs, 0, 'no drain at all is allowed');
  assert.equal(loadConfig({ PORT: '0', LOGIN_PORT: '0', LOGIN_URL: 'http://login.localhost' }).loginPort, 0, 'two ports the system picks may both be 0');
});

test('metrics are served when METRICS_TOKEN is set, unless turned off; in production only behind it', () => {
  const token = 'a'.repeat(64);
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org:587' };
  assert.deepEqual(pick(loadConfig({ METRICS_TOKEN: token })), { metricsEnabled: true, metricsToken: token });
  assert.deepEqual(pick(loadConfig({ METRICS_TOKEN: token, METRICS_ENABLED: 'false' })), { metricsEnabled: false, metricsToken: token });
  assert.deepEqual(pick(loadConfig({ METRICS_ENABLED: 'true' })), { metricsEnabled: true, metricsToken: undefined }, 'open outside production');
  assert.deepEqual(pick(loadConfig({ ...production, METRICS_TOKEN: token })), { metricsEnabled: true, metricsToken: token });
  assert.deepEqual(pick(loadConfig(production)), { metricsEnabled: false, metricsToken: undefined });
});

test('mail: SMTP_URL takes smtp:// and smtps:// with credentials, and MAIL_FROM a plain or named address', () => {
  const config = loadConfig({ SMTP_URL: 'smtps://mailer:secret@mail.example.org:465', MAIL_FROM: 'Parish Office <office@example.org>' });
  assert.equal(config.smtpUrl, 'smtps://mailer:secret@mail.example.org:465');
  assert.equal(config.mailFrom, 'Parish Office <office@example.org>');
  assert.equal(loadConfig({ SMTP_URL: 'smtp://mail.example.org:587', MAIL_FROM: 'office@example.org' }).mailFrom, 'office@example.org');
  assert.equal(loadConfig({ LOGIN_URL: 'https://login.example.org' }).mailFrom, 'Community Platform <no-reply@login.example.org>');
  // The password is never echoed in the error.
  assert.throws(() => loadConfig({ SMTP_URL: 'ftp://mailer:hunter2@mail.example.org' }), (error: Error) => !error.message.includes('hunter2'));
});

function pick({ metricsEnabled, metricsToken }: ReturnType<typeof loadConfig>) {
  return { metricsEnabled, metricsToken };
}
