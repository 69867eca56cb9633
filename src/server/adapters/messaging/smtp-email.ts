import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { EmailMessage, EmailSender } from './messaging';

export interface SmtpEmailOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's URL form). */
  url: string;
  /** The From header, e.g. `好幫手 <no-reply@example.com>`. */
  from: string;
}

// A code that arrives after a minute is useless; fail fast and let the caller retry.
const TIMEOUT_MS = 15_000;

/** Reads smtp(s)://user:pass@host:port into nodemailer's options, with short timeouts. */
export function transportOptions(url: string): SMTPTransport.Options {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const options: SMTPTransport.Options = {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
  if (parsed.username) {
    options.auth = { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) };
  }
  return options;
}

/** Production e-mail over SMTP: UTF-8 plain text, one connection per message. */
export class SmtpEmailSender implements EmailSender {
  // nodemailer loads with the first e-mail, so a copy that sends none never loads it.
  private transport: Promise<Transporter> | undefined;

  constructor(private readonly options: SmtpEmailOptions) {}

  async sendEmail({ to, subject, text }: EmailMessage): Promise<void> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(transportOptions(this.options.url)));
    const transport = await this.transport;
    await transport.sendMail({ from: this.options.from, to, subject, text, textEncoding: 'base64' });
  }

  close(): void {
    this.transport?.then((transport) => transport.close(), () => undefined);
  }
}
