import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { badRequest } from '../../http/errors.ts';

/**
 * Where webhooks may go. In production an endpoint must be `https` and every address its
 * name resolves to must be on the public internet: a webhook URL is chosen by whoever
 * registers it, and must not become a way to reach the platform's own network (SSRF).
 * The addresses are checked when a delivery connects, after DNS resolution, and the
 * connection is made to the address checked, so a name that resolves elsewhere a second
 * later (DNS rebinding) reaches nothing inside.
 */

/**
 * How each special-purpose range of ipaddr.js (kept up to date with IANA's registries) is
 * named in a refusal. Every range it knows other than `unicast` is refused, named or not.
 */
const KINDS: Record<string, string> = {
  unspecified: 'unspecified',
  broadcast: 'reserved',
  multicast: 'multicast',
  // IPv4's holds the cloud metadata address, 169.254.169.254.
  linkLocal: 'link-local (cloud metadata)',
  loopback: 'loopback',
  carrierGradeNat: 'shared (CGNAT)',
  private: 'private',
  reserved: 'reserved',
  uniqueLocal: 'private (unique local, cloud metadata)',
  deprecatedSiteLocal: 'site-local',
  '6to4': '6to4 (carries an IPv4 address)',
  teredo: 'Teredo (carries an IPv4 address)',
};

/** NAT64 (`64:ff9b::/96`, `64:ff9b:1::/48`) and IPv4-translated forms: the IPv4 address in the last 32 bits decides. */
const CARRYING_IPV4_AT_THE_END = new Set(['rfc6052', 'rfc6145']);

/**
 * What kind of address this is when a webhook may not be sent there (`loopback`,
 * `private`…), or undefined for a public address. Anything that is not an IP address is
 * refused too. An IPv6 address that carries an IPv4 one (mapped, NAT64) is judged by it;
 * 6to4 and Teredo are refused outright, as transition forms no endpoint needs.
 */
export function forbiddenAddressKind(address: string): string | undefined {
  if (!isIP(address)) return 'not an IP address';
  // `process` turns an IPv4-mapped IPv6 address into its IPv4 address.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast') return undefined;
  if (parsed.kind() === 'ipv6' && CARRYING_IPV4_AT_THE_END.has(range)) {
    const bytes = parsed.toByteArray().slice(12);
    return forbiddenAddressKind(bytes.join('.'));
  }
  if (range === 'linkLocal' && parsed.kind() === 'ipv6') return 'link-local';
  return KINDS[range] ?? `special-purpose (${range})`;
}

export const MAX_URL_LENGTH = 2000;

/**
 * Checks an endpoint URL when it is registered: absolute `https` (or `http` outside
 * production), no credentials or fragment, and in production no host that is itself a
 * forbidden address or `localhost`. Names are checked again, resolved, at every delivery.
 */
export function checkWebhookUrl(raw: string, production: boolean): string {
  const url = raw.length <= MAX_URL_LENGTH ? URL.parse(raw) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) {
    throw badRequest(`Webhook URL "${raw.slice(0, 100)}" must be an absolute https:// URL of at most ${MAX_URL_LENGTH} characters`);
  }
  if (url.username || url.password) throw badRequest('Webhook URL must not contain a user name or password: sign-in data would travel with every event');
  if (url.hash || raw.includes('#')) throw badRequest('Webhook URL must not contain a fragment (#…)');
  if (!production) return url.href;
  if (url.protocol !== 'https:') throw badRequest('Webhook URL must use https://');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const kind = isIP(host) ? forbiddenAddressKind(host) : host === 'localhost' || host.endsWith('.localhost') ? 'loopback' : undefined;
  if (kind) throw badRequest(`Webhook URL must reach a public address; ${host} is ${kind}`);
  return url.href;
}
