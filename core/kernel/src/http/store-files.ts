// Uploaded files served from a shared store (an S3 bucket) at /api/public/img and /api/public/file,
// with the answers the local folder gives through @fastify/static (static.ts): the content type by
// extension, a weak ETag of size and time, Last-Modified, `public, max-age=0`, one byte range,
// 304 for a cache that has it, 412 for a failed If-Match, 416 for a range past the end. A name that
// is not a store key is a miss (the 404 envelope), never a request to the store.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import mime from 'mime';
import { OjError, type I18n, type SharedStore, type StoredObject } from '@oj/sdk';
import { FileStore } from '../files/store.ts';
import { isStoreKey } from '../files/store-keys.ts';

type Range = { start: number; end: number } | 'unsatisfiable' | undefined;

function httpError(statusCode: number): Error & { statusCode: number } {
  return Object.assign(new Error(`HTTP ${statusCode}`), { statusCode });
}

function contentType(name: string): string {
  const type = mime.getType(name) ?? 'application/octet-stream';
  return /^text\/|^application\/(json|javascript)/.test(type) ? `${type}; charset=utf-8` : type;
}

function etagOf(info: StoredObject): string {
  return `W/"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
}

const weak = (tag: string) => tag.trim().replace(/^W\//, '');

/** whether the client's copy is current (RFC 9110 §13.1.2, §13.1.3) */
function notModified(request: FastifyRequest, etag: string, modified: Date): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) return noneMatch.trim() === '*' || noneMatch.split(',').some((t) => weak(t) === weak(etag));
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

function preconditionFailed(request: FastifyRequest, etag: string): boolean {
  const match = request.headers['if-match'];
  return !!match && match.trim() !== '*' && !match.split(',').some((t) => t.trim() === etag);
}

/** one `bytes=` range; several ranges, a malformed one or a stale If-Range: the whole file */
function rangeOf(request: FastifyRequest, size: number, etag: string, modified: Date): Range {
  const header = request.headers.range;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  const ifRange = String(request.headers['if-range'] ?? '');
  if (ifRange && ifRange.trim() !== etag && Date.parse(ifRange) !== Math.floor(modified.getTime() / 1000) * 1000) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') { start = Math.max(0, size - Number(m[2])); end = size - 1; }
  else { start = Number(m[1]); end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1); }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

async function serve(store: SharedStore, folder: 'img' | 'file', request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const name = (request.params as { '*': string })['*'];
  if (!isStoreKey(name)) return reply.callNotFound();
  const key = FileStore.key(folder, name);
  const info = await store.stat(key);
  if (!info) return reply.callNotFound();
  const etag = etagOf(info);
  reply.header('Accept-Ranges', 'bytes');
  reply.header('Cache-Control', 'public, max-age=0');
  reply.header('Last-Modified', info.modifiedAt.toUTCString());
  reply.header('ETag', etag);
  reply.header('Content-Type', contentType(name));
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  if (folder === 'file') reply.header('Content-Disposition', 'attachment');
  if (preconditionFailed(request, etag)) throw httpError(412);
  if (notModified(request, etag, info.modifiedAt)) return reply.status(304).send();
  const range = rangeOf(request, info.size, etag, info.modifiedAt);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${info.size}`);
    throw httpError(416);
  }
  if (range) {
    reply.status(206);
    reply.header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
  }
  reply.header('Content-Length', String(range ? range.end - range.start + 1 : info.size));
  if (request.method === 'HEAD') return reply.send();
  const opened = await store.open(key, range);
  if (!opened) return reply.callNotFound();
  return reply.send(opened.body);
}

/**
 * The two file routes, in the static scope (its error handler treats a refused path as a miss). A
 * store that cannot answer is a real 503 with the envelope, so a browser or a proxy keeps nothing.
 */
export function installStoreFiles(files: FastifyInstance, store: SharedStore, i18n: I18n): void {
  for (const folder of ['img', 'file'] as const) {
    files.route({
      method: ['GET', 'HEAD'], url: `/api/public/${folder}/*`,
      handler: async (request, reply) => {
        try {
          return await serve(store, folder, request, reply);
        } catch (err) {
          if (!(err instanceof OjError)) throw err;
          const msg = i18n.t(request.locale ?? 'zh-CN', err.code, err.params);
          return reply.status(err.status).header('Cache-Control', 'no-store').type('application/json; charset=utf-8')
            .send(JSON.stringify({ status: err.status, msg, data: null, code: err.code }));
        }
      },
    });
  }
}
