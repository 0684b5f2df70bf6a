import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { digest } from '../../http/secrets.ts';
import type { FlashRepository } from './repository.ts';

/** What a page shows once after the redirect that follows creating something secret. */
export interface Flash {
  clientId: string;
  message: string;
  /** A client secret just issued. */
  clientSecret?: string;
  /** An API key just created. */
  key?: { name: string; key: string };
  /** A webhook endpoint's signing secret just issued. */
  webhookSecret?: { webhookId: number; secret: string };
}

const LIFETIME_MS = 10 * 60_000;
const ID = /^[\w-]{43}$/;

function keyOf(id: string): Buffer {
  return createHmac('sha256', id).update('flash message').digest();
}

/**
 * One-time messages across a redirect (POST → redirect → GET), so reloading the page that
 * shows a new secret creates nothing and shows it no more. The browser holds a random id;
 * the database holds the message encrypted under a key derived from that id, keyed by the
 * id's digest, so the table alone never yields a secret. Taking a message deletes it.
 */
export class FlashMessages {
  private readonly repository: FlashRepository;
  constructor(repository: FlashRepository) {
    this.repository = repository;
  }

  /** Keeps the message for the person; answers the id to give their browser. */
  async put(userId: number, flash: Flash): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keyOf(id), iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(flash), 'utf8'), cipher.final()]);
    const now = Date.now();
    await this.repository.insert({
      id_hash: digest(id),
      user_id: userId,
      payload: Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url'),
      expires_at: new Date(now + LIFETIME_MS).toISOString(),
    });
    if (Math.random() < 0.05) await this.repository.deleteExpired(new Date(now).toISOString());
    return id;
  }

  /** The person's message with this id, deleted as it is read; undefined when it is unknown, taken or expired. */
  async take(userId: number, id: string | undefined): Promise<Flash | undefined> {
    if (!id || !ID.test(id)) return undefined;
    const payload = await this.repository.take(digest(id), userId, new Date().toISOString());
    if (!payload) return undefined;
    const bytes = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(id), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as Flash;
  }
}
