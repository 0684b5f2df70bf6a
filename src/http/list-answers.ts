import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListState } from '../paging.ts';

/**
 * What decides a list answer besides the request: the list view read (its name names the
 * filters), that view's state, and, when the items show something of the reader
 * (`isRegistered`, an anonymous request's author to its writer), who reads.
 */
export interface ListStamp {
  list: string;
  state: Pick<ListState, 'contentVersion' | 'validUntil'>;
  reader?: number;
}

interface Kept {
  version: string;
  tag: string;
  /** The serialised answer as bytes: sent as they are, with no encoding on each send. */
  body: Buffer;
}

/**
 * The resource lists' answers, tagged and kept by the versions the store maintains.
 *
 * A list's `contentVersion` moves in the transaction of every write to what the view shows
 * (triggers on the tables, whoever writes), and a time-bound list (upcoming events) also
 * carries until when it holds. The answer to one request (route, query, reader) is therefore
 * decided by that version: the ETag is a digest of the request and the version, known after
 * one counter read and before any row is read, and the serialised body is kept under the
 * same version. A hit costs the counter read and writing the kept bytes; a write anywhere in
 * the view moves the version in its own transaction, so no instance can serve an answer
 * older than a write whose response has been sent. Bodies are kept up to `maxBytes`, least
 * recently used out first.
 */
export class ListAnswers {
  private readonly kept = new Map<string, Kept>();
  private readonly maxBytes: number;
  private bytes = 0;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** Answers a list request: 304, a kept body, or `read()` serialised by the route's schema and kept. */
  async answer(request: FastifyRequest, reply: FastifyReply, stamp: ListStamp, read: () => Promise<unknown>): Promise<FastifyReply> {
    const key = `${request.routeOptions.url}?${canonicalQuery(request.query)}|${stamp.list}|${stamp.reader ?? ''}`;
    const version = `${stamp.state.contentVersion}:${stamp.state.validUntil}`;
    const kept = this.kept.get(key);
    const current = kept?.version === version ? kept : undefined;
    const tag = current?.tag ?? `W/"${hash('sha256', `${key}#${version}`, 'base64url').slice(0, 27)}"`;
    if (await reply.revalidate(tag)) return reply.send();
    reply.type('application/json; charset=utf-8');
    if (current) {
      // Most recently used last: the Map's order is the eviction order.
      this.kept.delete(key);
      this.kept.set(key, current);
      return reply.send(current.body);
    }
    // The route's response schema serialises, as for any answer; bytes are then sent as they are.
    const body = Buffer.from(reply.serialize(await read()) as string);
    this.keep(key, { version, tag, body });
    return reply.send(body);
  }

  get size(): number {
    return this.kept.size;
  }

  private keep(key: string, entry: Kept): void {
    const size = entry.body.length + key.length;
    if (size > this.maxBytes) return;
    const old = this.kept.get(key);
    if (old) {
      this.kept.delete(key);
      this.bytes -= old.body.length + key.length;
    }
    while (this.bytes + size > this.maxBytes) {
      const [oldestKey, oldest] = this.kept.entries().next().value!;
      this.kept.delete(oldestKey);
      this.bytes -= oldest.body.length + oldestKey.length;
    }
    this.kept.set(key, entry);
    this.bytes += size;
  }
}

/** The validated query (defaults applied) with its keys in one order, so `?a=1&b=2` and `?b=2&a=1` share an answer. */
function canonicalQuery(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  return Object.entries(query as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
}
