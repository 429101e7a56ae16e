import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  text: string;
}

/** where the test SMTP server listens (the test sites allow it in outbound.allow) */
export const SMTP_HOST = '127.0.0.1';

/**
 * A local SMTP server without STARTTLS that keeps every mail; with `auth` it takes mail only from
 * a client that logs in with that user and password (plain AUTH, loopback only).
 */
export async function startSmtp(opts: { auth?: { user: string; pass: string } } = {}): Promise<{ port: number; mails: Mail[]; waitFor(to: string): Promise<Mail>; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const { auth } = opts;
  const server = new SMTPServer({
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    ...(auth ? {
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(login, _session, callback) {
        if (login.username === auth.user && login.password === auth.pass) callback(null, { user: login.username });
        else callback(new Error('Invalid username or password'));
      },
    } : {}),
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text: decode(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, SMTP_HOST, () => r()));
  const port = (server as unknown as { server: { address(): { port: number } } }).server.address().port;
  return {
    port,
    mails,
    async waitFor(to) {
      for (;;) {
        const m = [...mails].reverse().find((x) => x.to.includes(to));
        if (m) return m;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function decode(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const b64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
    Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [Buffer.from(qp, 'latin1').toString('utf8'), ...b64].join('\n');
}

export function sixDigitCode(mail: Mail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error(`no code in mail: ${mail.text}`);
  return m[1];
}
