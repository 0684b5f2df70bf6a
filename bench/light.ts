/**
 * The speed of light: raw node:http answering one churches page from memory. At start it
 * fetches `SOURCE_URL` (the service's page, with `AUTHORIZATION`) once and keeps the body as a
 * Buffer; every request for `LIGHT_PATH` (the same path and query) is answered with those
 * bytes, anything else with 404. No database, authentication, logging or rate limiting: what
 * Node itself costs to answer this page over HTTP/1.1. Run as its own process with `PORT`.
 */
import { createServer } from 'node:http';

const source = process.env.SOURCE_URL ?? '';
const response = await fetch(source, { headers: { authorization: process.env.AUTHORIZATION ?? '' } });
if (response.status !== 200) throw new Error(`${source}: HTTP ${response.status}`);
const body = Buffer.from(await response.arrayBuffer());
const path = new URL(source).pathname + new URL(source).search;
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };

const server = createServer((req, res) => {
  if (req.url !== path) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, headers);
  res.end(body);
});

server.listen(Number(process.env.PORT ?? 3997), '127.0.0.1', () => console.log(`light ready: ${body.length} bytes for ${path}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
