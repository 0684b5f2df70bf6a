import type { TestContext } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { freePort } from './instances.ts';

/** A mail as the SMTP server received it, its text decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'smtp secret';

/**
 * A real SMTP server on loopback that keeps what it receives, with the credentials of
 * `url`. It can be stopped and started again on the same port, to play a mail server that
 * is down for a while.
 */
export class MailServer {
  readonly port: number;
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  private waiters: (() => void)[] = [];

  constructor(port: number) {
    this.port = port;
  }

  get url(): string {
    return `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      // A mailbox that does not exist: refused for good, as a real server would.
      onRcptTo: (address, _session, callback) => {
        if (address.address.startsWith('nobody@')) callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        else callback();
      },
      onAuth: (auth, _session, callback) => {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelope = session.envelope;
          this.received.push({
            ...parseMessage(Buffer.concat(chunks).toString('utf8')),
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The mails received for an address so far. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  /** Waits (up to `ms`) until `count` mails have arrived in all. */
  async waitForCount(count: number, ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
}

/** Starts a mail server for one test; stopped when the test ends. */
export async function startMailServer(t: TestContext): Promise<MailServer> {
  const server = new MailServer(await freePort());
  await server.start();
  t.after(() => server.stop());
  return server;
}

/** Runs the mail worker's passes until the outbox has nothing due. */
export async function flushMail(services: { mail: { deliverDue(now?: number): Promise<number> } }, now?: number): Promise<void> {
  while ((await services.mail.deliverDue(now)) > 0);
}

/** The link in a mail that leads to `path` on the sign-in host (a line of its own). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const link = mail.text
    .split('\n')
    .map((line) => URL.parse(line.trim()))
    .find((url) => url?.pathname === path);
  if (!link) throw new Error(`no link to ${path} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

/** Subject and plain text of a single-part message, undoing its transfer encoding. */
function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`), as a subject with non-ASCII characters arrives. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_match, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}
