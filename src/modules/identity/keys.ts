import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type { IdentityRepository } from './repository.ts';

// A retired signing key stays published this long, so id_tokens it signed (one hour) and
// relying parties' cached key sets keep verifying after a rotation.
const RETIRED_KEY_KEEP_MS = 30 * 86_400_000;

/**
 * The identity provider's keys, kept in the database so every instance and every restart
 * signs with the same ones: RS256 signing keys (published as the JWKS, with `kid`) and the
 * secret that signs cookies and CSRF tokens. Generated on first start.
 *
 * Rotation: `rotateSigningKey()` adds a new key and retires the others; the new key signs
 * from the next start of each instance, and retired keys stay in the JWKS for 30 days.
 */
export class IdentityKeys {
  private readonly repository: IdentityRepository;
  constructor(repository: IdentityRepository) {
    this.repository = repository;
  }

  /** The JWKS to sign with: the active key first, then retired keys still published. */
  async signingKeys(): Promise<{ keys: JWK[] }> {
    let rows = await this.repository.listKeys('signing');
    if (!rows.some((row) => !row.retired_at)) rows = await this.repository.keysOrFirst('signing', () => newSigningKey(new Date()));
    const active = rows.filter((row) => !row.retired_at);
    const retired = rows.filter((row) => row.retired_at);
    return { keys: [...active, ...retired].map((row) => JSON.parse(row.material) as JWK) };
  }

  /** Generates the signing key and cookie secret when the database has none yet. */
  async prepare(): Promise<void> {
    await Promise.all([this.signingKeys(), this.cookieSecrets()]);
  }

  /** The secret behind CSRF tokens of the sign-in host's forms. */
  async csrfSecret(): Promise<Buffer> {
    const [newest] = await this.cookieSecrets();
    return Buffer.from(newest, 'base64url');
  }

  /** Adds a fresh signing key and retires the previous ones; returns the new `kid`. */
  async rotateSigningKey(): Promise<string> {
    const now = new Date();
    const key = newSigningKey(now);
    await this.repository.insertKey(key);
    await this.repository.retireKeysExcept('signing', key.kid, now.toISOString());
    await this.repository.deleteKeysRetiredBefore('signing', new Date(now.getTime() - RETIRED_KEY_KEEP_MS).toISOString());
    return key.kid;
  }

  /** Secrets for signing cookies, newest first (older ones still verify). */
  async cookieSecrets(): Promise<string[]> {
    let rows = await this.repository.listKeys('cookie');
    if (!rows.length) {
      rows = await this.repository.keysOrFirst('cookie', () => ({
        kid: `cookie-${randomBytes(8).toString('base64url')}`,
        kind: 'cookie',
        material: randomBytes(32).toString('base64url'),
        created_at: new Date().toISOString(),
      }));
    }
    return rows.map((row) => row.material);
  }
}

/** A new RS256 signing key (a private JWK with its `kid`), as stored. */
function newSigningKey(now: Date) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(12).toString('base64url');
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  return { kid, kind: 'signing', material: JSON.stringify(jwk), created_at: now.toISOString() };
}
