import { randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Security codes: 4 characters a parent reads off a sticker and a volunteer types in. The
 * alphabet leaves out the characters people confuse (0/O, 1/I/L, 5/S, 2/Z): 27 characters,
 * 531,441 codes, drawn with the crypto generator so the next family's code cannot be guessed.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRTUVWXY346789';
export const CODE_LENGTH = 4;

export function newSecurityCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A code as typed: surrounding spaces and case do not matter. */
export function normalizeCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** Compares a typed code with the household's in constant time. */
export function codeMatches(typed: string, code: string): boolean {
  const given = Buffer.from(normalizeCode(typed));
  const expected = Buffer.from(code);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
