// Serves one PGlite over the PostgreSQL wire protocol to many client connections.
//
// PGlite has a single session. pglite-socket forwards each protocol message on its own, so two
// connections' extended-protocol cycles (Parse, Bind, Execute, Sync) interleave and one runs
// the other's unnamed statement ("bind message supplies 2 parameters, but prepared statement
// requires 7"). Here a connection owns the session from its first message until PGlite reports
// ReadyForQuery idle: a whole query cycle, or a whole transaction, runs without interruption.
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
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

class Session {
  private owner: Connection | null = null;
  private waiting: (() => void)[] = [];

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
    await this.session.acquire(this);
    const response = await this.session.db.execProtocolRaw(bytes);
    if (!this.socket.destroyed) this.socket.write(response);
    // keep the session through an unfinished query cycle or an open transaction
    if (lastReadyStatus(response) === IDLE) this.session.release(this);
  }

  /** A client gone in the middle of its cycle or transaction: undo it before anyone else runs. */
  private async abandon(): Promise<void> {
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
