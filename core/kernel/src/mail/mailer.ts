// Outgoing mail. Mails go through the `mail` queue (retried with back-off) and out through SMTP
// with the admin's e-mail settings. With no SMTP host configured, mail is kept in the outbox
// (readable by the super admin) and logged, so a lone operator can still let users register.
import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { MailService } from '@oj/sdk';
import type { SiteSettings, EmailConfig } from '../site/settings.ts';
import type { KernelQueues } from '../queue/service.ts';
import type { OutboundClient } from '../outbound/client.ts';

export interface Mail { to: string; subject: string; text: string; html?: string }

const MAIL_QUEUE = 'mail';
const MAIL_ATTEMPTS = 3;

/** SMTP to `address`, the checked address of cfg.emailHost (TLS still verifies the host's name) */
export function smtpTransport(cfg: EmailConfig, address: string) {
  return nodemailer.createTransport({
    host: address,
    servername: isIP(cfg.emailHost) ? undefined : cfg.emailHost,
    port: cfg.emailPort,
    secure: cfg.emailSsl,
    auth: cfg.emailUsername ? { user: cfg.emailUsername, pass: cfg.emailPassword } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
  });
}

export class Mailer implements MailService {
  constructor(
    private readonly db: Knex,
    private readonly settings: SiteSettings,
    private readonly queues: KernelQueues,
    private readonly outbound: OutboundClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts this node's mail worker; the queue is made ready here, not inside a request. */
  async startWorker(): Promise<void> {
    await this.queues.queue(MAIL_QUEUE).waitUntilReady();
    this.queues.worker(MAIL_QUEUE, async (job) => {
      const mail = job.data as Mail;
      try {
        await this.deliver(mail);
      } catch (err) {
        if (job.attemptsMade + 1 >= MAIL_ATTEMPTS) {
          await this.db('mailOutbox').insert({ ...mail, html: mail.html ?? null, status: 'failed', error: (err as Error).message });
        }
        throw err;
      }
    });
  }

  async send(mail: Mail): Promise<void> {
    await this.queues.add(MAIL_QUEUE, 'send', mail, { attempts: MAIL_ATTEMPTS, backoff: { type: 'exponential', delay: 2000 } });
  }

  /** Sends now (or keeps in the outbox when no SMTP is configured); throws on SMTP failure. */
  async deliver(mail: Mail): Promise<'sent' | 'kept'> {
    const cfg = await this.settings.group('email');
    if (!cfg.emailHost) {
      await this.db('mailOutbox').insert({ ...mail, html: mail.html ?? null, status: 'kept' });
      this.log.info({ to: mail.to, subject: mail.subject }, 'no SMTP configured: mail kept in the outbox');
      return 'kept';
    }
    const from = cfg.emailUsername || `no-reply@${cfg.emailHost}`;
    // through the outbound guard: an SMTP host on the site's own network needs outbound.allow
    const { address } = await this.outbound.resolve(cfg.emailHost);
    await smtpTransport(cfg, address).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    return 'sent';
  }
}
