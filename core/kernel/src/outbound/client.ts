// The guarded outbound client (OutboundService in @oj/sdk): every connection the server makes to a
// host someone typed in — SMTP now, remote judges and AI providers later — resolves the host here,
// is refused when the address is internal and not allowed by the operator, and then connects to
// exactly the address that was checked (no second DNS lookup that could answer differently).
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { connect as tlsConnect } from 'node:tls';
import type { Socket } from 'node:net';
import { request as httpsRequest } from 'node:https';
import { OjError, type OutboundRequest, type OutboundResponse, type OutboundService, type OutboundStream, type OutboundStreamRequest } from '@oj/sdk';
import { Allowances, isInternalAddress } from './addresses.ts';

export const OUTBOUND_TIMEOUT_MS = 15_000;
export const OUTBOUND_MAX_BYTES = 10 * 1024 * 1024;
/** a streamed answer may pause this long between two pieces (a model thinking) */
export const OUTBOUND_STREAM_IDLE_MS = 60_000;
const MAX_REDIRECTS = 5;

/** a refusal: the detail is for the server log, the caller's message stays generic */
export function outboundRefused(detail: string): OjError {
  return Object.assign(new OjError('OJ_OUTBOUND_REFUSED'), { detail });
}

/** a checked address as a connection's only DNS answer: the connection goes there; the name stays for the Host header and TLS */
function pinnedLookup(pinned: { address: string; family: 4 | 6 }): LookupFunction {
  return ((_host: string, options: { all?: boolean }, done: (...args: unknown[]) => void) => {
    if (options?.all) done(null, [{ address: pinned.address, family: pinned.family }]);
    else done(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
}

export class OutboundClient implements OutboundService {
  private readonly allow: Allowances;

  constructor(allow: readonly string[] = []) {
    this.allow = new Allowances(allow);
  }

  async resolve(host: string): Promise<{ address: string; family: 4 | 6 }> {
    const name = host.trim().replace(/^\[|\]$/g, '');
    if (!name) throw outboundRefused('no host');
    let found: { address: string; family: number }[];
    try {
      // getaddrinfo also reads the decimal, octal and hex forms of IPv4 ("2130706433", "0177.1")
      found = isIP(name) ? [{ address: name, family: isIP(name) }] : await lookup(name, { all: true, verbatim: true });
    } catch (err) {
      throw outboundRefused(`${name}: ${(err as Error).message}`);
    }
    if (found.length === 0) throw outboundRefused(`${name}: no address`);
    const trusted = this.allow.host(name);
    // one internal answer refuses the name: a public first answer must not hide a private second
    for (const a of found) {
      if (!trusted && isInternalAddress(a.address) && !this.allow.address(a.address)) {
        throw outboundRefused(`${name} resolves to ${a.address}, an internal address (allow it in outbound.allow)`);
      }
    }
    return { address: found[0].address, family: found[0].family === 6 ? 6 : 4 };
  }

  async fetch(url: string | URL, init: OutboundRequest = {}): Promise<OutboundResponse> {
    let target = new URL(url);
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    for (let hop = 0; ; hop++) {
      const res = await this.once(target, { ...init, method, body });
      const location = res.headers.location;
      if (init.redirect === 'manual' || res.status < 300 || res.status >= 400 || typeof location !== 'string') return res;
      if (hop >= MAX_REDIRECTS) throw outboundRefused(`${target.href}: more than ${MAX_REDIRECTS} redirects`);
      target = new URL(location, target);
      // 303, and 301/302 after a POST, continue as a GET without a body (what browsers do)
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) { method = 'GET'; body = undefined; }
    }
  }

  /** the checked address of `target` as the connection's only DNS answer */
  private async pin(target: URL): Promise<LookupFunction> {
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw outboundRefused(`${target.href}: only http and https`);
    return pinnedLookup(await this.resolve(target.hostname));
  }

  async stream(url: string | URL, init: OutboundStreamRequest = {}): Promise<OutboundStream> {
    const target = new URL(url);
    const lookupPinned = await this.pin(target);
    const timeoutMs = init.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
    const idleMs = init.idleMs ?? OUTBOUND_STREAM_IDLE_MS;
    const maxBytes = init.maxBytes ?? OUTBOUND_MAX_BYTES;
    init.signal?.throwIfAborted();
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<OutboundStream>((resolve, reject) => {
      let ended: Error | undefined;
      const end = (err: Error) => { ended = err; req.destroy(err); };
      const req = send(target, { method: (init.method ?? 'GET').toUpperCase(), headers: init.headers, lookup: lookupPinned, timeout: idleMs, signal: init.signal }, (res: IncomingMessage) => {
        clearTimeout(headersTimer);
        let read = false;
        async function* body(): AsyncGenerator<Buffer> {
          if (read) throw new Error(`${target.href}: the answer was read already`);
          read = true;
          let size = 0;
          try {
            for await (const chunk of res as AsyncIterable<Buffer>) {
              size += chunk.length;
              if (size > maxBytes) throw outboundRefused(`${target.href}: answer over ${maxBytes} bytes`);
              yield chunk;
            }
            // a connection closed before the last chunk is an error, never a short answer
            if (!res.complete) throw new Error(`${target.href}: answer cut off`);
          } catch (err) {
            // the reason the connection was ended here (idle), not the socket's "aborted"
            throw ended ?? err;
          } finally {
            if (!res.complete) req.destroy();
          }
        }
        resolve({
          status: res.statusCode ?? 0, url: target.href, headers: res.headers,
          body: { [Symbol.asyncIterator]: () => body() },
          async text() {
            const chunks: Buffer[] = [];
            for await (const chunk of body()) chunks.push(chunk);
            return Buffer.concat(chunks).toString('utf8');
          },
          close: () => { req.destroy(); },
        });
      });
      // until the headers: the whole wait is bounded; after them, each gap (the socket's idle timeout)
      const headersTimer = setTimeout(() => end(new Error(`${target.href}: no answer within ${timeoutMs} ms`)), timeoutMs);
      req.on('close', () => clearTimeout(headersTimer));
      req.on('timeout', () => end(new Error(`${target.href}: idle for ${idleMs} ms`)));
      req.on('error', reject);
      req.end(init.body);
    });
  }

  /**
   * How to reach `target` through an HTTP proxy: plain http asks the proxy for the absolute URL;
   * https opens a CONNECT tunnel and speaks TLS to the target inside it. The target is checked
   * first, as without a proxy, and then the proxy the same way (issue 28: an account's proxy on
   * loopback or the site's network would be reached otherwise): the connection goes to the
   * proxy's checked address, resolved now, when it is used.
   */
  private async viaProxy(target: URL, proxyUrl: string, timeoutMs: number): Promise<{ url: URL; options: RequestOptions }> {
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw outboundRefused(`${target.href}: only http and https`);
    await this.resolve(target.hostname);
    let proxy: URL;
    try { proxy = new URL(proxyUrl); } catch { throw outboundRefused(`proxy ${proxyUrl}: not a URL`); }
    if (proxy.protocol !== 'http:') throw outboundRefused(`proxy ${proxy.host}: only http:// proxies`);
    const proxyAt = await this.resolve(proxy.hostname);
    const auth = proxy.username ? `Basic ${Buffer.from(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`).toString('base64')}` : undefined;
    const proxyPort = Number(proxy.port || 80);
    if (target.protocol === 'http:') {
      const url = new URL(`http://${proxy.host}`);
      return { url, options: { path: target.href, setHost: false, lookup: pinnedLookup(proxyAt), headersExtra: { Host: target.host, ...(auth ? { 'Proxy-Authorization': auth } : {}) } } as RequestOptions };
    }
    const port = Number(target.port || 443);
    const socket = await new Promise<Socket>((resolve, reject) => {
      const connect = httpRequest({ host: proxyAt.address, port: proxyPort, method: 'CONNECT', path: `${target.hostname}:${port}`, timeout: timeoutMs,
        headers: { Host: `${target.hostname}:${port}`, ...(auth ? { 'Proxy-Authorization': auth } : {}) } });
      connect.on('connect', (res, tunnel) => {
        if (res.statusCode === 200) resolve(tunnel);
        else { tunnel.destroy(); reject(new Error(`proxy ${proxy.host}: CONNECT answered ${res.statusCode}`)); }
      });
      connect.on('timeout', () => connect.destroy(new Error(`proxy ${proxy.host}: no answer within ${timeoutMs} ms`)));
      connect.on('error', reject);
      connect.end();
    });
    return { url: target, options: { createConnection: () => tlsConnect({ socket, servername: isIP(target.hostname) ? undefined : target.hostname }), agent: false } as RequestOptions };
  }

  private async once(target: URL, init: OutboundRequest): Promise<OutboundResponse> {
    const timeoutMs = init.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
    const maxBytes = init.maxBytes ?? OUTBOUND_MAX_BYTES;
    let url = target;
    let extra: RequestOptions & { headersExtra?: Record<string, string> };
    if (init.proxy) ({ url, options: extra } = await this.viaProxy(target, init.proxy, timeoutMs));
    else extra = { lookup: await this.pin(target) };
    const { headersExtra, ...options } = extra;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<OutboundResponse>((resolve, reject) => {
      const req = send(url, { method: init.method, headers: { ...init.headers, ...headersExtra }, timeout: timeoutMs, ...options }, (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) { reject(outboundRefused(`${target.href}: answer over ${maxBytes} bytes`)); req.destroy(); return; }
          chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('aborted', () => reject(new Error(`${target.href}: answer cut off`)));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0, url: target.href, headers: res.headers, body: bytes,
            text: () => bytes.toString('utf8'),
            json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
          });
        });
      });
      const timer = setTimeout(() => req.destroy(new Error(`${target.href}: no answer within ${timeoutMs} ms`)), timeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('timeout', () => req.destroy(new Error(`${target.href}: idle for ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(init.body);
    });
  }
}
