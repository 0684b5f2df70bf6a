import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { components } from './generated/api.ts';

export { WebhookVerificationError };

/** What a webhook delivers: an event of the change feed, as `GET /changes` shows it to the app. */
export type WebhookEvent = components['schemas']['ChangeEvent'];

/**
 * Checks a webhook delivery (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) against the endpoint's signing secret (`whsec_…`) and answers the
 * event. Pass the body exactly as received, before any JSON parsing. Throws
 * WebhookVerificationError for a wrong signature, a missing header, or a timestamp more than
 * five minutes away (a replay).
 */
export function verifyWebhook(payload: string | Buffer, headers: Headers | Record<string, string | string[] | undefined>, secret: string): WebhookEvent {
  const names = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
  const read = (name: string) => {
    const value = headers instanceof Headers ? headers.get(name) : (headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]);
    return Array.isArray(value) ? value.join(' ') : (value ?? '');
  };
  const wanted = Object.fromEntries(names.map((name) => [name, read(name)]));
  return new Webhook(secret).verify(payload, wanted) as WebhookEvent;
}
