import { parseArgs } from 'node:util';
import type { Services } from '../services.ts';

/** A mistake in how the command was called: answered with the usage hint and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
  /** The message says what was probably meant ("did you mean --name?"): the usage hint would add nothing. */
  readonly guessed: boolean;
  constructor(message: string, guessed = false) {
    super(message);
    this.guessed = guessed;
  }
}

export interface OptionSpec {
  type: 'string' | 'boolean';
  multiple?: boolean;
}

export type Values = Record<string, string | boolean | string[] | undefined>;

export interface Context {
  services: Services;
  /** Migrations applied while opening the database for this command. */
  applied: string[];
  /** A line on how a long command is getting on; on stderr, so `--json` output stays one object. */
  progress(line: string): void;
}

/** What a command prints: one JSON object under `--json`, the text otherwise. */
export interface Output {
  json: Record<string, unknown>;
  text: string;
  /**
   * The command ran but did not do its work (an import refused for bad lines): exit code 1,
   * the text on stderr; the JSON, which says why, still on stdout under `--json`.
   */
  failed?: boolean;
}

/** A command as the runner uses it; made from its declaration by `command`. */
export interface Command {
  /** The words that select the command, e.g. `['users', 'create']`. */
  path: string[];
  /** Arguments after the command words, for the usage text. */
  synopsis: string;
  summary: string;
  /** Extra lines of help under the synopsis. */
  details?: string[];
  options: Record<string, OptionSpec>;
  /** Options that must be given, checked together so one message names all that are missing. */
  required?: string[];
  /**
   * Names of required positional arguments, in order. A name that starts with `FILE` is a file
   * the command reads: the runner checks that it is readable text before opening the database.
   */
  positionals?: string[];
  run(context: Context, values: Values, positionals: string[]): Promise<Output>;
}

/** How a command is written down: its usage line, its help, and what it does. */
export interface Declaration {
  /**
   * The command's words, arguments and options as its help shows them, e.g.
   * `keys create --app CLIENT_ID [--scope S]... [--name NAME] [--json]`. The options, which of
   * them must be given and the positional arguments are read from it, so they are written once.
   */
  usage: string;
  /** The help under the usage line: the first line is the summary, each further one a line of details. */
  help: string;
  /** Names of the positional arguments in messages, where they are not the usage line's words (`ARCHIVE.zip` named ARCHIVE). */
  positionals?: string[];
  run: Command['run'];
}

/**
 * A command from its declaration. The usage line reads: the command's words (lower case), then
 * its positional arguments (upper case), then its options. An option followed by a placeholder
 * (`--app CLIENT_ID`) takes a value, one without (`--admin`) is a switch; `...` after it means
 * it may be repeated; in brackets it may be left out, otherwise a value must be given. `--json`
 * goes with every command and is not one of its own options.
 */
export function command({ usage, help, positionals, run }: Declaration): Command {
  const tokens = usage.split(' ');
  const path: string[] = [];
  while (tokens.length && /^[a-z][a-z-]*$/.test(tokens[0])) path.push(tokens.shift()!);
  const names: string[] = [];
  const options: Record<string, OptionSpec> = {};
  const required: string[] = [];
  const opening = (token: string) => /^\[*/.exec(token)![0];
  const closing = (token: string) => /\]*(\.\.\.)?$/.exec(token)![0];
  const closes = (token: string) => closing(token).replace('...', '').length;
  // How many brackets are open at the token: inside one, an option may be left out.
  let depth = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    const word = token.slice(opening(token).length, token.length - closing(token).length);
    depth += opening(token).length;
    if (word.startsWith('--')) {
      const name = word.slice(2);
      const next = tokens[index + 1];
      const takesValue = closes(token) === 0 && next !== undefined && !next.startsWith('-') && !next.startsWith('[');
      const last = takesValue ? tokens[++index] : token;
      if (name !== 'json') {
        options[name] = { type: takesValue ? 'string' : 'boolean', ...(last.endsWith('...') ? { multiple: true } : {}) };
        if (takesValue && depth === 0) required.push(name);
      }
      depth -= closes(last);
    } else {
      names.push(word);
      depth -= closes(token);
    }
  }
  const [summary, ...details] = help.split('\n').map((line) => line.trim());
  return {
    path,
    synopsis: tokens.join(' '),
    summary,
    ...(details.length ? { details } : {}),
    options,
    ...(required.length ? { required } : {}),
    ...(names.length ? { positionals: positionals ?? names } : {}),
    run,
  };
}

/** Parses a command's arguments strictly; `--json` and `--help` are accepted by every command. */
export function parseCommandArgs(command: Command, args: string[]): { values: Values; positionals: string[] } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...command.options, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/\. To specify a positional argument.*$/s, '') : String(error);
    const unknown = /^Unknown option '(-[^']*)'/.exec(message)?.[1];
    const known = [...Object.keys(command.options), 'json', 'help'].map((name) => `--${name}`);
    const guess = unknown === undefined ? undefined : closest(unknown, known);
    throw guess ? new UsageError(`${message} for "${command.path.join(' ')}"; did you mean ${guess}?`, true) : new UsageError(message);
  }
  const values = parsed.values as Values;
  if (values.help) return { values, positionals: parsed.positionals };
  const missing = (command.required ?? []).filter((name) => typeof values[name] !== 'string' || values[name] === '');
  if (missing.length) throw new UsageError(`Missing ${missing.map((name) => `--${name}`).join(', ')} for "${command.path.join(' ')}"`);
  const expected = command.positionals ?? [];
  if (parsed.positionals.length < expected.length) {
    throw new UsageError(`Missing ${expected.slice(parsed.positionals.length).join(' ')} for "${command.path.join(' ')}"`);
  }
  if (parsed.positionals.length > expected.length) {
    throw new UsageError(`Unexpected argument "${parsed.positionals[expected.length]}" for "${command.path.join(' ')}"`);
  }
  return { values, positionals: parsed.positionals };
}

export function requiredString(values: Values, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`Missing --${name}`);
  return value;
}

export function optionalString(values: Values, name: string): string | undefined {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
}

export function strings(values: Values, name: string): string[] {
  const value = values[name];
  return Array.isArray(value) ? value : [];
}

/** A repeatable option whose values may each hold several words, separated by spaces or commas (`--scope "a b" --scope c`). */
export function words(values: Values, name: string): string[] {
  return strings(values, name)
    .flatMap((value) => value.split(/[\s,]+/))
    .filter(Boolean);
}

export function flag(values: Values, name: string): boolean {
  return values[name] === true;
}

export function positiveInteger(value: string, name: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
    throw new UsageError(`${name} must be a positive integer, got "${value}"`);
  }
  return Number(value);
}

/**
 * The candidate nearest to a mistyped word, for a "did you mean": within one edit for short
 * words and one per three letters for longer ones, counting a swap of neighbours as one edit.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const allowed = Math.max(1, Math.floor(word.replace(/^-+/, '').length / 3));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance <= allowed && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/** Insertions, deletions, substitutions and swaps of neighbours that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  // rows[i][j]: the distance between the first i letters of a and the first j of b.
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const substitution = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}
