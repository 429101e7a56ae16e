// API answers above a size threshold go out compressed (issue 10 item 13). Static assets are not
// compressed here: the builds write .br/.gz copies once and @fastify/static picks them.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this a compressed answer saves less than the work and the extra header cost. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/)/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The encoding to use for an Accept-Encoding header: brotli first, then gzip, else none. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const listed = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
    listed.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (e: string) => (listed.get(e) ?? listed.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304 || reply.getHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    reply.header('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // quality 4 / level 6: answers are compressed per request, so speed matters as much as size
    const out = encoding === 'br' ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : await gz(body, { level: 6 });
    reply.header('Content-Encoding', encoding);
    reply.header('Content-Length', out.length);
    return out;
  });
}
