import { open } from 'node:fs/promises';
import { ConfigError, loadConfig } from '../config.ts';
import { appsApproveDonations, appsApproveHouseholds, appsCreate, appsDelete, appsList } from './apps.ts';
import { churchesAddMember, churchesCreate, churchesList, churchesUpdate } from './churches.ts';
import { closest, parseCommandArgs, UsageError, type Command } from './command.ts';
import { demoKey, migrate, seed } from './database.ts';
import { donationsImport } from './donations.ts';
import { attendanceExport, householdsImport } from './households.ts';
import { peopleImport } from './people.ts';
import { churchesExport, churchesImport } from './exports.ts';
import { keysCreate, keysList, keysRevoke } from './keys.ts';
import { usersCreate, usersDelete, usersDisable, usersEnable, usersList, usersPromote } from './users.ts';
import { webhooksCreate, webhooksDelete, webhooksList } from './webhooks.ts';

const NAME = 'community-platform';
export const COMMANDS: Command[] = [
  migrate,
  seed,
  demoKey,
  usersCreate,
  usersList,
  usersPromote,
  usersDisable,
  usersEnable,
  usersDelete,
  appsCreate,
  appsList,
  appsApproveDonations,
  appsApproveHouseholds,
  appsDelete,
  keysCreate,
  keysList,
  keysRevoke,
  webhooksCreate,
  webhooksList,
  webhooksDelete,
  churchesCreate,
  churchesList,
  churchesUpdate,
  churchesAddMember,
  churchesExport,
  churchesImport,
  donationsImport,
  householdsImport,
  attendanceExport,
  peopleImport,
];

export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
}

/** Exit codes: 0 done, 1 the command failed, 2 the command was called wrongly. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

function describe(commands: Command[]): string {
  return commands
    .map((command) =>
      [`  ${NAME} ${command.path.join(' ')} ${command.synopsis}`, `      ${command.summary}`, ...(command.details ?? []).map((line) => `      ${line}`)].join('\n'),
    )
    .join('\n\n');
}

export function usage(commands: Command[] = COMMANDS): string {
  return [
    `Usage: ${NAME} <command> [options]`,
    '',
    'Commands:',
    describe(commands),
    '',
    'Every command works on the database named by DATABASE_URL (default sqlite:./data/community.sqlite)',
    'and applies pending migrations first. --json prints exactly one JSON object on stdout and nothing',
    'else there. Errors go to stderr: exit code 1 when a command fails, 2 when it is called wrongly.',
    '',
  ].join('\n');
}

function findCommand(argv: string[]): { command: Command; rest: string[] } {
  const [first, second] = argv;
  const group = COMMANDS.filter((command) => command.path[0] === first);
  if (!group.length) {
    const guess = closest(first, [...new Set(COMMANDS.map((command) => command.path[0]))]);
    throw guess ? new UsageError(`Unknown command "${first}"; did you mean "${guess}"?`, true) : new UsageError(`Unknown command "${first}"`);
  }
  const command = group.find((candidate) => candidate.path.length === 1 || candidate.path[1] === second);
  if (command) return { command, rest: argv.slice(command.path.length) };
  const choices = group.map((candidate) => candidate.path[1]);
  if (second === undefined || second.startsWith('-')) throw new UsageError(`"${first}" needs a subcommand: ${choices.join(', ')}`);
  const guess = closest(second, choices);
  if (guess) throw new UsageError(`Unknown command "${first} ${second}"; did you mean "${first} ${guess}"?`, true);
  throw new UsageError(`Unknown command "${first} ${second}"; "${first}" has: ${choices.join(', ')}`);
}

/** How much of a file argument is read to tell text from binary data. */
const SNIFF_BYTES = 64 * 1024;

/**
 * Checks that a file the command reads is there and is UTF-8 text, before the database is
 * opened: a wrong path, a picture or a file in another encoding changes nothing.
 */
async function checkTextFile(path: string): Promise<void> {
  let sample: Buffer;
  try {
    const file = await open(path, 'r');
    try {
      const { buffer, bytesRead } = await file.read({ buffer: Buffer.alloc(SNIFF_BYTES) });
      sample = buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  } catch (error) {
    throw fileError(error, path) ?? error;
  }
  if (sample.includes(0)) throw new CommandFailure(`Cannot read ${path}: it is not a text file (it holds binary data); give a CSV file, which is text`);
  try {
    // `stream` lets the sample end inside a character that the next bytes would complete.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
  } catch {
    throw new CommandFailure(`Cannot read ${path}: it is not UTF-8 text; save it as "CSV UTF-8" and try again`);
  }
}

/** A failure of the command with a message for people: exit code 1, no usage hint. */
class CommandFailure extends Error {
  override name = 'CommandFailure';
}

const FILE_PROBLEMS: Record<string, string> = {
  ENOENT: 'there is no such file',
  ENOTDIR: 'there is no such file',
  EISDIR: 'it is a directory, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
};

/** A file the command could not open or read, as one line naming it; undefined for other errors. */
function fileError(error: unknown, path = (error as NodeJS.ErrnoException).path): CommandFailure | undefined {
  const { code } = error as NodeJS.ErrnoException;
  const problem = code === undefined ? undefined : FILE_PROBLEMS[code];
  return problem && path ? new CommandFailure(`Cannot read ${path}: ${problem}`) : undefined;
}

/** Runs one command line and answers its exit code; never throws. */
export async function run(argv: string[], io: Io): Promise<number> {
  const [first, second] = argv;
  if (first === undefined) {
    io.stderr(usage());
    return EXIT.usage;
  }
  if (first === 'help' || first === '--help' || first === '-h') {
    const group = COMMANDS.filter((command) => command.path[0] === second);
    io.stdout(usage(group.length ? group : COMMANDS));
    return EXIT.ok;
  }

  let command: Command;
  let values;
  let positionals;
  try {
    const found = findCommand(argv);
    if (found.rest[0] === '--help' || found.rest[0] === '-h') {
      io.stdout(usage([found.command]));
      return EXIT.ok;
    }
    command = found.command;
    ({ values, positionals } = parseCommandArgs(command, found.rest));
  } catch (error) {
    // A group name with --help ("users --help") lists that group.
    const group = COMMANDS.filter((candidate) => candidate.path[0] === first);
    if (group.length && (second === '--help' || second === '-h')) {
      io.stdout(usage(group));
      return EXIT.ok;
    }
    return fail(error, io);
  }
  if (values.help) {
    io.stdout(usage([command]));
    return EXIT.ok;
  }

  try {
    for (const [index, name] of (command.positionals ?? []).entries()) {
      if (name.startsWith('FILE')) await checkTextFile(positionals[index]);
    }
    const config = loadConfig(io.env);
    // Loaded only when a command runs, so help and usage mistakes answer at once.
    const [{ openDatabase }, { migrateAtStart }, { createServices }, { openRedis, closeRedis }] = await Promise.all([
      import('../db/database.ts'),
      import('../db/migrate.ts'),
      import('../services.ts'),
      import('../db/redis.ts'),
    ]);
    const database = await openDatabase(config.databaseUrl, { connectTimeoutMs: config.databaseConnectTimeoutMs });
    // With Redis, a key revoked here stops working on every running instance at once.
    const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
    const services = createServices(config, database, redis);
    try {
      const applied = await migrateAtStart(database.db, config);
      const progress = (line: string) => io.stderr(`${line}\n`);
      const output = await command.run({ services, applied, progress }, values, positionals);
      if (values.json) io.stdout(`${JSON.stringify(output.json)}\n`);
      if (output.failed) {
        io.stderr(`${printable(output.text)}\n`);
        return EXIT.failed;
      }
      if (!values.json) io.stdout(`${output.text}\n`);
      return EXIT.ok;
    } finally {
      await services.invalidations?.close();
      if (redis) await closeRedis(redis);
      await database.close();
    }
  } catch (error) {
    return fail(error, io);
  }
}

function fail(error: unknown, io: Io): number {
  if (error instanceof UsageError) {
    io.stderr(error.guessed ? `${printable(error.message)}\n` : `${printable(error.message)}\nRun "${NAME} --help" for usage.\n`);
    return EXIT.usage;
  }
  if (error instanceof ConfigError) {
    io.stderr(`Configuration error: ${printable(error.message)}\n`);
    return EXIT.failed;
  }
  // Services throw ApiErrors whose messages are written for people; anything else is
  // unexpected, and its message still says more to an operator than a stack would.
  const failure = fileError(error) ?? error;
  io.stderr(`${printable(failure instanceof Error ? failure.message : String(failure))}\n`);
  return EXIT.failed;
}

/**
 * Error text that quotes what was typed or read from a file, with control characters shown
 * as escapes (`\x1b`): they would otherwise act on the terminal.
 */
function printable(text: string): string {
  return text.replace(/[^\P{Cc}\n\t]/gu, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
