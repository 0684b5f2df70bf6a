import { parseArgs } from 'node:util';
import type { Services } from '../services.ts';

/** A mistake in how the command was called: answered with the usage hint and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
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
  /** Names of required positional arguments, in order. */
  positionals?: string[];
  run(context: Context, values: Values, positionals: string[]): Promise<Output>;
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
    throw new UsageError(error instanceof Error ? error.message.replace(/\. To specify a positional argument.*$/s, '') : String(error));
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

export function flag(values: Values, name: string): boolean {
  return values[name] === true;
}

export function positiveInteger(value: string, name: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
    throw new UsageError(`${name} must be a positive integer, got "${value}"`);
  }
  return Number(value);
}
