import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { nowIso } from '../../db/tables.ts';
import type { AppsRepository } from './repository.ts';
import type { AppsService } from './service.ts';

export const APP_LOGOS = {
  /** Larger answers are refused: a logo is shown at 56 px. */
  maxBytes: 256 * 1024,
  /** A kept logo (or the finding that there is none) is fetched again after this long, when next asked for. */
  refreshMs: 86_400_000,
  /** How long the app's server has to answer. */
  timeoutMs: 5_000,
};

/**
 * The image formats served, told by their first bytes rather than by the app's Content-Type.
 * No SVG: it can carry script and links, and this host serves it under its own origin.
 */
const FORMATS: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a' },
  { type: 'image/webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

export interface AppLogo {
  contentType: string;
  body: Buffer;
}

/**
 * App logos, served by the sign-in host from its own address (`/apps/:clientId/logo`). The
 * server fetches the app's logo URL itself, through the outbound address checks, once, and
 * again at most daily; the consent page never makes a person's browser contact an app's
 * host (which would tell the app who is looking, and from where, before they consent).
 */
/**
 * What a logo is fetched through: the guarded transport of webhook delivery (webhooks/transport.ts),
 * given at start-up, so a logo's address is refused on the same grounds as an endpoint's.
 */
export interface LogoTransport {
  get(url: string, headers: Record<string, string>, maxBytes: number): Promise<{ status: number; body: Buffer; headers: Record<string, string | string[] | undefined> } | { error: string }>;
}

export class AppLogos {
  private readonly apps: AppsService;
  private readonly repository: AppsRepository;
  private readonly transport: LogoTransport;

  constructor(apps: AppsService, repository: AppsRepository, transport: LogoTransport) {
    this.apps = apps;
    this.repository = repository;
    this.transport = transport;
  }

  /** Where the sign-in host serves an app's logo. */
  static path(clientId: string): string {
    return `/apps/${encodeURIComponent(clientId)}/logo`;
  }

  /** The app's logo: kept, or fetched now when it never was, its URL changed, or it is a day old. */
  async logoOf(clientId: string): Promise<AppLogo | undefined> {
    const app = await this.apps.findOAuthClient(clientId);
    if (!app?.logoUrl) return undefined;
    const kept = await this.repository.findLogo(app.id);
    const fresh = kept && kept.source_url === app.logoUrl && Date.now() - new Date(kept.fetched_at).getTime() < APP_LOGOS.refreshMs;
    if (fresh) return kept.body && kept.content_type ? { contentType: kept.content_type, body: Buffer.from(kept.body) } : undefined;
    const fetched = await this.fetch(app.logoUrl);
    if (!fetched && kept?.body && kept.content_type && kept.source_url === app.logoUrl) {
      // The app's server failed this time: the image fetched before from the same URL stays, until the next day's try.
      await this.repository.saveLogo({ ...kept, fetched_at: nowIso() });
      return { contentType: kept.content_type, body: Buffer.from(kept.body) };
    }
    await this.repository.saveLogo({ app_id: app.id, source_url: app.logoUrl, content_type: fetched?.contentType ?? null, body: fetched?.body ?? null, fetched_at: nowIso() });
    return fetched;
  }

  private fetch(url: string): Promise<AppLogo | undefined> {
    return fetchLogo(this.transport, url);
  }
}

/**
 * A logo fetched through the guarded transport: a PNG, JPEG, GIF or WebP image of at most
 * 256 KB, told by its first bytes; undefined for anything else or a failed fetch.
 */
export async function fetchLogo(transport: LogoTransport, url: string): Promise<AppLogo | undefined> {
  const result = await transport.get(url, { accept: FORMATS.map((format) => format.type).join(', ') }, APP_LOGOS.maxBytes);
  if ('error' in result || result.status !== 200) return undefined;
  const contentType = result.headers['content-type'];
  if (typeof contentType !== 'string' || !contentType.startsWith('image/')) return undefined;
  const format = FORMATS.find((candidate) => candidate.matches(result.body));
  return format ? { contentType: format.type, body: result.body } : undefined;
}

const LogoParams = Type.Object({ clientId: Type.String({ minLength: 1, maxLength: 200 }) });

const LOGO_HEADERS = {
  'cache-control': 'public, max-age=3600',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/** GET /apps/:clientId/logo on the sign-in host: the app's logo, or 404 when it has none that can be shown. */
export async function appLogoRoutes(app: FastifyInstance, options: { logos: AppLogos }): Promise<void> {
  app.get<{ Params: Static<typeof LogoParams> }>('/apps/:clientId/logo', { schema: { params: LogoParams, hide: true } }, async (request, reply) => {
    const logo = await options.logos.logoOf(request.params.clientId);
    if (!logo) return reply.callNotFound();
    return reply.headers(LOGO_HEADERS).type(logo.contentType).send(logo.body);
  });
}
