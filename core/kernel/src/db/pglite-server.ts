// Serves one PGlite over the PostgreSQL wire protocol to many client connections.
//
// PGlite has a single session. pglite-socket forwards each protocol message on its own, so two
// connections' extended-protocol cycles (Parse, Bind, Execute, Sync) interleave and one runs
// the other's unnamed statement ("bind message supplies 2 parameters, but prepared statement
// requires 7"). Here a connection owns the session from its first message until PGlite reports
// ReadyForQuery idle: a whole query cycle, or a whole transaction, runs without interruption.
//
// LISTEN/NOTIFY: the one session listens for everyone, so PGlite puts a notification in the
// response of whichever connection committed the NOTIFY. The server takes each notification out
// of that response and sends it to every connection that asked to LISTEN on its channel (BullMQ's
// PostgreSQL backend wakes its workers this way instead of polling). An UNLISTEN only stops that
// connection's deliveries: the session keeps listening while anyone else does.
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'
const QUERY = 0x51; // 'Q'
const PARSE = 0x50; // 'P'
const READY_FOR_QUERY = 0x5a; // 'Z'
const NOTIFICATION = 0x41; // 'A'
const IDLE = 0x49; // 'I'

/** The transaction status of the last ReadyForQuery in a response, if any. */
export function lastReadyStatus(response: Uint8Array): number | undefined {
  let status: number | undefined;
  let at = 0;
  while (at + 5 <= response.length) {
    const type = response[at];
    const length = ((response[at + 1] << 24) | (response[at + 2] << 16) | (response[at + 3] << 8) | response[at + 4]) >>> 0;
    if (type === READY_FOR_QUERY && length === 5 && at + 5 < response.length) status = response[at + 5];
    at += 1 + length;
  }
  return status;
}

/** The LISTEN and UNLISTEN statements of a query text, in order (comments skipped). */
export function listenStatements(sql: string): Array<{ listen: boolean; channel: string | null }> {
  const out: Array<{ listen: boolean; channel: string | null }> = [];
  const text = sql.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
  for (const statement of text.split(';')) {
    const m = /^\s*(LISTEN|UNLISTEN)\s+(\*|"((?:[^"]|"")+)"|([A-Za-z_][\w$]*))\s*$/i.exec(statement);
    if (!m) continue;
    const channel = m[2] === '*' ? null : m[3] !== undefined ? m[3].replace(/""/g, '"') : m[4].toLowerCase();
    out.push({ listen: m[1].toUpperCase() === 'LISTEN', channel });
  }
  return out;
}

/** The channel of a NotificationResponse message (Int32 pid, then the channel as a C string). */
function notificationChannel(message: Uint8Array): string {
  const start = 9;
  let end = start;
  while (end < message.length && message[end] !== 0) end++;
  return Buffer.from(message.buffer, message.byteOffset + start, end - start).toString('utf8');
}

/** A response with its NotificationResponse messages taken out. */
export function takeNotifications(response: Uint8Array): { rest: Uint8Array; notifications: Uint8Array[] } {
  const notifications: Uint8Array[] = [];
  const kept: Uint8Array[] = [];
  let at = 0;
  let keptFrom = 0;
  while (at + 5 <= response.length) {
    const length = ((response[at + 1] << 24) | (response[at + 2] << 16) | (response[at + 3] << 8) | response[at + 4]) >>> 0;
    const end = at + 1 + length;
    if (response[at] === NOTIFICATION) {
      if (at > keptFrom) kept.push(response.subarray(keptFrom, at));
      notifications.push(response.slice(at, end));
      keptFrom = end;
    }
    at = end;
  }
  if (notifications.length === 0) return { rest: response, notifications };
  if (keptFrom < response.length) kept.push(response.subarray(keptFrom));
  return { rest: Buffer.concat(kept), notifications };
}

class Session {
  private owner: Connection | null = null;
  private waiting: (() => void)[] = [];
  /** who listens on each channel */
  private readonly listeners = new Map<string, Set<Connection>>();

  constructor(readonly db: PGlite) {}

  async acquire(conn: Connection): Promise<void> {
    while (this.owner && this.owner !== conn) await new Promise<void>((r) => this.waiting.push(r));
    this.owner = conn;
  }

  release(conn: Connection): void {
    if (this.owner !== conn) return;
    this.owner = null;
    const next = this.waiting.shift();
    next?.();
  }

  owns(conn: Connection): boolean {
    return this.owner === conn;
  }

  listen(conn: Connection, channel: string): void {
    const set = this.listeners.get(channel) ?? new Set<Connection>();
    set.add(conn);
    this.listeners.set(channel, set);
  }

  /** stops `conn`'s deliveries (all of them for null); true when the session must listen again */
  unlisten(conn: Connection, channel: string | null): boolean {
    for (const [name, set] of this.listeners) {
      if (channel !== null && name !== channel) continue;
      set.delete(conn);
      if (set.size === 0) this.listeners.delete(name);
    }
    return this.listeners.size > 0;
  }

  /** the channels someone still listens on (to LISTEN again after a client's UNLISTEN reached PGlite) */
  channels(): string[] {
    return [...this.listeners.keys()];
  }

  deliver(notifications: Uint8Array[]): void {
    for (const message of notifications) {
      for (const conn of this.listeners.get(notificationChannel(message)) ?? []) conn.notify(message);
    }
  }
}

class Connection {
  private buffer = Buffer.alloc(0);
  private started = false;
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly socket: Socket, private readonly session: Session) {
    socket.on('data', (chunk) => { this.buffer = Buffer.concat([this.buffer, chunk]); this.drain(); });
    socket.on('close', () => { this.chain = this.chain.then(() => this.abandon()); });
    socket.on('error', () => socket.destroy());
  }

  private drain(): void {
    const batch: Buffer[] = [];
    let terminate = false;
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) break;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) break;
        const code = this.buffer.readInt32BE(4);
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) { this.socket.write('N'); continue; }
        if (code === CANCEL_REQUEST) { this.socket.destroy(); return; }
        this.started = true;
        batch.push(Buffer.from(message));
        continue;
      }
      if (this.buffer.length < 5) break;
      const length = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < length) break;
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      if (message[0] === TERMINATE) { terminate = true; break; }
      batch.push(Buffer.from(message));
    }
    if (batch.length > 0) {
      const bytes = Buffer.concat(batch);
      this.chain = this.chain.then(() => this.run(bytes)).catch(() => { this.socket.destroy(); });
    }
    if (terminate) this.chain = this.chain.then(() => { this.socket.end(); });
  }

  private async run(bytes: Uint8Array): Promise<void> {
    const listens = this.listensIn(bytes);
    await this.session.acquire(this);
    const raw = await this.session.db.execProtocolRaw(bytes);
    let relisten = false;
    for (const { listen, channel } of listens) {
      if (listen && channel !== null) this.session.listen(this, channel);
      else relisten = this.session.unlisten(this, channel) || relisten;
    }
    // a client's UNLISTEN reached the one session: listen again for the others
    if (relisten) for (const channel of this.session.channels()) await this.session.db.exec(`LISTEN "${channel.replace(/"/g, '""')}"`);
    const { rest, notifications } = takeNotifications(raw);
    if (!this.socket.destroyed) this.socket.write(rest);
    this.session.deliver(notifications);
    // keep the session through an unfinished query cycle or an open transaction
    if (lastReadyStatus(rest) === IDLE) this.session.release(this);
  }

  /** a NotificationResponse for a channel this connection listens on */
  notify(message: Uint8Array): void {
    if (!this.socket.destroyed) this.socket.write(message);
  }

  /** LISTEN / UNLISTEN statements in simple queries and in parsed statements */
  private listensIn(bytes: Uint8Array): Array<{ listen: boolean; channel: string | null }> {
    const found: Array<{ listen: boolean; channel: string | null }> = [];
    let at = 0;
    const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    if (buf[0] === 0) return found; // the startup message
    while (at + 5 <= buf.length) {
      const type = buf[at];
      const end = at + 1 + buf.readInt32BE(at + 1);
      if (end <= at + 4) break;
      if (type === QUERY || type === PARSE) {
        let textStart = at + 5;
        if (type === PARSE) { while (textStart < end && buf[textStart] !== 0) textStart++; textStart++; } // the statement's name
        let textEnd = textStart;
        while (textEnd < end && buf[textEnd] !== 0) textEnd++;
        const text = buf.toString('utf8', textStart, textEnd);
        if (/listen/i.test(text)) found.push(...listenStatements(text));
      }
      at = end;
    }
    return found;
  }

  /** A client gone in the middle of its cycle or transaction: undo it before anyone else runs. */
  private async abandon(): Promise<void> {
    this.session.unlisten(this, null);
    if (!this.session.owns(this)) return;
    try {
      await this.session.db.exec('ROLLBACK');
    } catch { /* nothing was open */ }
    this.session.release(this);
  }
}

export interface PgliteServerOptions { db: PGlite; path?: string; host?: string; port?: number }

export async function servePglite(opts: PgliteServerOptions): Promise<{ stop(): Promise<void> }> {
  const session = new Session(opts.db);
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    new Connection(socket, session);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (opts.path) server.listen(opts.path, resolve);
    else server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve);
  });
  return {
    stop: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}
