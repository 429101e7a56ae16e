// The server plumbing the loopback fakes share: a node:http server on 127.0.0.1 (a free port) with
// the common failure switches, request bodies and cookies, and HTML / JSON answers. What a site's
// pages say stays in the site's own fake.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeSite } from './fake-site.ts';

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** what a fake answers every request with while `mode.down` is on (its site's own error page) */
export interface DownPage {
  status: number;
  body: string;
  /** the Content-Type; an HTML page in UTF-8 unless given */
  type?: string;
}

/**
 * Serves `handle` on 127.0.0.1 at a free port and fills in the fake's `url` and `close()` (which
 * also drops kept-alive connections). Before `handle`, every request waits `mode.slowMs` and, while
 * `mode.down` is on, gets the down page; `mode` is read per request, so a test may replace it. A
 * handler that throws answers HTTP 500 with the error.
 */
export async function serve(fake: Pick<FakeSite, 'url' | 'close' | 'mode'>, handle: Handler, down: DownPage): Promise<void> {
  const server = createServer(async (req, res) => {
    try {
      if (fake.mode.slowMs) await new Promise((resolve) => setTimeout(resolve, fake.mode.slowMs));
      if (fake.mode.down) return send(res, down.status, down.body, { 'Content-Type': down.type ?? HTML });
      await handle(req, res);
    } catch (err) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String((err as Error)?.stack ?? err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

const HTML = 'text/html; charset=utf-8';

/** answers `body` with `status`; an HTML page in UTF-8 unless the headers give another Content-Type */
export function send(res: ServerResponse, status: number, body: string, headers: Record<string, string | string[]> = {}): void {
  res.writeHead(status, { 'Content-Type': HTML, ...headers });
  res.end(body);
}

/** answers `value` as JSON with `status` */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
}

/** a 302 to `location`, with any other headers (Set-Cookie) */
export function redirect(res: ServerResponse, location: string, headers: Record<string, string | string[]> = {}): void {
  res.writeHead(302, { Location: location, ...headers });
  res.end();
}

/** the request body as UTF-8 text (read to the end) */
export async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** an application/x-www-form-urlencoded body as field → value (the last value of a repeated field) */
export async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readText(req)));
}

/** a JSON object body (an empty body is {}); undefined when it is not JSON or not an object */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  try {
    const value: unknown = JSON.parse((await readText(req)) || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : undefined;
  } catch {
    return undefined;
  }
}

/** the request's cookies, name → value */
export function cookiesOf(req: IncomingMessage): Map<string, string> {
  const out = new Map<string, string>();
  for (const piece of (req.headers.cookie ?? '').split(';')) {
    const eq = piece.indexOf('=');
    if (eq > 0) out.set(piece.slice(0, eq).trim(), piece.slice(eq + 1).trim());
  }
  return out;
}

/** text made safe inside HTML and attribute values: & < > " ' as entities */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
