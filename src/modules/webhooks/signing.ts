import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and base64 of 24 random bytes, the Standard Webhooks form. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/**
 * A secret's signing key, read once for many signatures: node:crypto's HMAC with a key object
 * signs in a few µs, where the key given as bytes (or a JavaScript HMAC) takes several times that.
 */
export function signingKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64'));
}

/**
 * The Standard Webhooks headers of one attempt: signed (HMAC-SHA256, `v1`) over the id, the
 * attempt's time in seconds and the exact body.
 */
export function signedHeaders(secret: string | KeyObject, eventId: string, at: Date, body: string): Record<string, string> {
  const key = typeof secret === 'string' ? signingKey(secret) : secret;
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return {
    'content-type': 'application/json',
    'webhook-id': eventId,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${createHmac('sha256', key).update(`${eventId}.${timestamp}.${body}`).digest('base64')}`,
  };
}

const FORMAT = 'v1';
const INFO = 'community-platform webhook signing secrets';

/**
 * Signing secrets at rest. A secret signs every delivery, so unlike API keys it cannot be
 * stored as a hash: it is encrypted (AES-256-GCM) under a key derived (HKDF-SHA256) from the
 * sign-in host's cookie secret, which lives in `identity_keys`. A copy of the webhook tables
 * alone (a log, an export, a partial backup) then shows no secret. Older cookie secrets are
 * kept for verification, so each is tried in turn when one is added.
 */
export class SecretBox {
  private readonly secrets: () => Promise<string[]>;
  private keys: Promise<Buffer[]> | undefined;

  /** `secrets`: the cookie secrets, newest first (IdentityKeys.cookieSecrets). */
  constructor(secrets: () => Promise<string[]>) {
    this.secrets = secrets;
  }

  private derived(): Promise<Buffer[]> {
    this.keys ??= this.secrets().then((secrets) =>
      secrets.map((secret) => Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'base64url'), Buffer.alloc(0), INFO, 32))),
    );
    return this.keys;
  }

  async seal(secret: string): Promise<string> {
    const [key] = await this.derived();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [FORMAT, iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  async open(stored: string): Promise<string> {
    const [format, iv, sealed, tag] = stored.split('.');
    if (format !== FORMAT || !tag) throw new Error('A webhook secret is stored in an unknown form');
    for (const key of await this.derived()) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        // Sealed under another of the cookie secrets.
      }
    }
    throw new Error('A webhook secret cannot be opened with any of the cookie secrets');
  }
}
