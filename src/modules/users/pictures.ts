import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';

/** What a person's picture is made from. */
export interface PictureSource {
  id: number;
  given_name: string;
  family_name: string;
  picture: string | null;
}

// Backgrounds that all carry white text at a contrast of at least 4.5:1.
const PALETTE = ['#1d4ed8', '#047857', '#b91c1c', '#7c3aed', '#b45309', '#0e7490', '#be185d', '#4d7c0f', '#4338ca', '#9a3412', '#0f766e', '#6d28d9'];

// At most two letters (with their combining marks): what a name's initials can be.
const INITIALS = /^[\p{L}\p{N}][\p{M}]{0,3}(?:[\p{L}\p{N}][\p{M}]{0,3})?$/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function firstLetter(name: string): string {
  for (const { segment } of graphemes.segment(name.trim())) {
    const letter = segment.toLocaleUpperCase();
    return INITIALS.test(letter) ? letter : '';
  }
  return '';
}

/** The initials of a name: the first letter of the given and of the family name. */
export function initialsOf(givenName: string, familyName: string): string {
  return firstLetter(givenName) + firstLetter(familyName);
}

/**
 * Every person has a picture: the URL they set, or a generated one, their initials on a
 * colour of their own, served by the sign-in host. The generated URL names the colour and the
 * initials, so it never changes for a name and changes with it: caches may keep it forever,
 * and it reveals nothing beyond the initials of whoever it is shown for.
 */
export class ProfilePictures {
  private readonly loginUrl: string;
  constructor(loginUrl: string) {
    this.loginUrl = loginUrl;
  }

  urlOf(person: PictureSource): string {
    if (person.picture) return person.picture;
    const initials = initialsOf(person.given_name, person.family_name) || '-';
    return `${this.loginUrl}${AVATARS_PATH}/${person.id % PALETTE.length}/${encodeURIComponent(initials)}.svg`;
  }
}

export const AVATARS_PATH = '/avatars';

/** The generated picture: a square of the colour with the initials (none for `-`) in white. */
export function avatarSvg(colour: number, initials: string): string {
  const text = escapeXml(initials);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${text}">`
    + `<rect width="128" height="128" fill="${PALETTE[colour]}"/>`
    + `<text x="64" y="64" dy=".35em" text-anchor="middle" fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="52" font-weight="600">${text}</text>`
    + '</svg>';
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

const AvatarParams = Type.Object({
  colour: Type.String({ pattern: '^(?:[0-9]|1[01])$' }),
  file: Type.String({ maxLength: 100 }),
});

// An SVG is a document: on its own it runs nothing and loads nothing (a sandbox without scripts).
const AVATAR_HEADERS = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  // Apps show the picture on their own pages.
  'cross-origin-resource-policy': 'cross-origin',
};

/** GET /avatars/:colour/:initials.svg on the sign-in host. */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: Static<typeof AvatarParams> }>(`${AVATARS_PATH}/:colour/:file`, { schema: { params: AvatarParams, hide: true } }, async (request, reply) => {
    const { colour, file } = request.params;
    const initials = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (initials !== '-' && !INITIALS.test(initials)) return reply.callNotFound();
    const svg = avatarSvg(Number(colour), initials === '-' ? '' : initials);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
    reply.headers({ ...AVATAR_HEADERS, etag });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(svg);
  });
}
