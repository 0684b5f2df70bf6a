import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

/** A mail as composed: plain text, so nothing in it can be markup. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Hands a mail to whatever delivers it; rejects when it could not. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** An error a retry would meet again (the server refused the mail for good, with a 5xx reply). */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set. Without it (development and tests only;
 * production refuses to start) each mail is written out in full, its link on a line of its
 * own, so a newcomer can follow it from the terminal.
 */
export function mailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, write: (text: string) => void = (text) => process.stdout.write(text)): MailTransport {
  if (!config.smtpUrl) {
    return {
      async send(mail) {
        write(`\n----- mail (not sent: SMTP_URL is not set) -----\nFrom: ${config.mailFrom}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n----- end of mail -----\n\n`);
      },
      close() {},
    };
  }
  // A server that does not answer must not hold a claimed mail past its lease.
  const smtp = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }, { from: config.mailFrom });
  return {
    async send(mail) {
      await smtp.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {
      smtp.close();
    },
  };
}
