import { BlockList, isIP } from 'node:net';
import { badRequest } from '../../http/errors.ts';

/**
 * Where webhooks may go. In production an endpoint must be `https` and every address its
 * name resolves to must be on the public internet: a webhook URL is chosen by whoever
 * registers it, and must not become a way to reach the platform's own network (SSRF).
 * The addresses are checked when a delivery connects, after DNS resolution, and the
 * connection is made to the address checked, so a name that resolves elsewhere a second
 * later (DNS rebinding) reaches nothing inside.
 */

const RANGES: [kind: string, family: 'ipv4' | 'ipv6', network: string, prefix: number][] = [
  ['unspecified', 'ipv4', '0.0.0.0', 8],
  ['private', 'ipv4', '10.0.0.0', 8],
  ['shared (CGNAT)', 'ipv4', '100.64.0.0', 10],
  ['loopback', 'ipv4', '127.0.0.0', 8],
  ['link-local (cloud metadata)', 'ipv4', '169.254.0.0', 16],
  ['private', 'ipv4', '172.16.0.0', 12],
  ['reserved', 'ipv4', '192.0.0.0', 24],
  ['private', 'ipv4', '192.168.0.0', 16],
  ['reserved', 'ipv4', '198.18.0.0', 15],
  ['multicast', 'ipv4', '224.0.0.0', 4],
  ['reserved', 'ipv4', '240.0.0.0', 4],
  ['unspecified', 'ipv6', '::', 128],
  ['loopback', 'ipv6', '::1', 128],
  ['reserved', 'ipv6', '100::', 64],
  ['private (unique local, cloud metadata)', 'ipv6', 'fc00::', 7],
  ['link-local', 'ipv6', 'fe80::', 10],
  ['site-local', 'ipv6', 'fec0::', 10],
  ['multicast', 'ipv6', 'ff00::', 8],
];

const LISTS = RANGES.map(([kind, family, network, prefix]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { kind, family, list };
});

/** IPv6 forms that carry an IPv4 address: IPv4-mapped (`::ffff:a.b.c.d`) and NAT64 (`64:ff9b::a.b.c.d`). */
const EMBEDDED_V4 = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i;

function embeddedIpv4(address: string): string | undefined {
  const match = EMBEDDED_V4.exec(address);
  if (!match) return undefined;
  if (match[1]) return match[1];
  const high = parseInt(match[2], 16);
  const low = parseInt(match[3], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/**
 * What kind of address this is when a webhook may not be sent there (`loopback`,
 * `private`…), or undefined for a public address. Anything that is not an IP address is
 * refused too.
 */
export function forbiddenAddressKind(address: string): string | undefined {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return forbiddenAddressKind(v4);
  }
  const name = family === 4 ? 'ipv4' : 'ipv6';
  return LISTS.find((range) => range.family === name && range.list.check(address, name))?.kind;
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
