// Static content: the web shell at / (with the SPA fallback), each plugin's UI remote at
// /plugins/<id>/, and uploaded files at /api/public/img and /api/public/file; the security headers
// (CSP, framing, referrer) of every answer; compressed copies and cache lifetimes of the builds.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { I18n, SharedStore } from '@oj/sdk';
import { installCompression } from './compress.ts';
import { installStoreFiles } from './store-files.ts';

export interface StaticRoots {
  shellDir: string;
  /** uploaded files: the data dir's files/ folder (the embedded default), or a shared store */
  files: { dir: string } | { store: SharedStore };
  remotes: { id: string; dir: string }[];
}

/**
 * The shell keeps its session token in localStorage, so a script that is not ours must never run
 * in its pages and no other site may frame them (issue 9 §9). Styles may be inline (the first-paint
 * frame, Semi UI's style attributes); images may come from any https address (markdown); the home
 * page's quote card asks the third-party quote services of spec 1 §1 (web-shell
 * pages/home/quotes.ts); markdown embeds PDF links in a frame.
 */
export const QUOTE_SERVICE_ORIGINS = ['https://v1.hitokoto.cn', 'https://api.quotable.io', 'https://zenquotes.io'];
export const SHELL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  `connect-src 'self' ${QUOTE_SERVICE_ORIGINS.join(' ')}`,
  "worker-src 'self' blob:",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every answer that has not set its own CSP (uploaded files have a stricter one). */
function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.getHeader('content-security-policy') && !reply.raw.getHeader('content-security-policy') && !request.url.startsWith('/api/public/')) {
      reply.header('Content-Security-Policy', SHELL_CSP);
    }
  });
}

/** A build file whose name carries its content hash never changes: the browser may keep it for good. */
const HASHED = /(^|[./])[0-9a-f]{8,}\.[a-z0-9]+$/i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed files are immutable; the index, remoteEntry.js and mf-manifest.json are asked again each time. */
function cacheHeaders(reply: { header(k: string, v: string): unknown }, file: string): void {
  const name = file.replace(/\.(br|gz)$/, '').split(/[\\/]/).pop() ?? '';
  reply.header('Cache-Control', HASHED.test(name) ? IMMUTABLE : 'no-cache');
}

const NOT_BUILT = '<!doctype html><meta charset="utf-8"><title>OJ</title><p>The web shell has not been built yet: run <code>bash scripts/setup.sh</code>. The API is up at <a href="/api/openapi.json">/api/openapi.json</a>.</p>';

/**
 * issue 28 §5: whatever the file system says about a path no file answers — a name longer than it
 * takes (a 253-character route plus `.gz`), a spelling it cannot verify, a double slash — the static
 * path treats it as a miss: the shell's index for a client route, else the 404 envelope. A range or
 * precondition the file cannot meet keeps its own answer (the kernel's handler).
 */
function staticMiss(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.statusCode === 416 || error.statusCode === 412 || error.code === 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  request.log.debug({ err: error }, 'a static path the file system refused: answered as a miss');
  reply.callNotFound();
}

export async function installStatic(app: FastifyInstance, roots: StaticRoots, i18n: I18n): Promise<void> {
  installSecurityHeaders(app);
  installCompression(app);
  const shellBuilt = existsSync(join(roots.shellDir, 'index.html'));
  // the shell's index for the miss handler below (reply.sendFile); it serves no route itself
  if (shellBuilt) await app.register(fastifyStatic, { root: roots.shellDir, serve: false, preCompressed: true, cacheControl: false, setHeaders: cacheHeaders });
  // every file route in one scope, so one handler decides what a file system error means
  await app.register(async (files) => {
    files.setErrorHandler(staticMiss);
    if ('store' in roots.files) installStoreFiles(files, roots.files.store, i18n);
    else for (const kind of ['img', 'file'] as const) {
      const dir = join(roots.files.dir, kind);
      mkdirSync(dir, { recursive: true });
      await files.register(fastifyStatic, {
        root: dir, prefix: `/api/public/${kind}/`, decorateReply: false, index: false, dotfiles: 'deny',
        setHeaders: (res) => {
          res.header('X-Content-Type-Options', 'nosniff');
          res.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
          if (kind === 'file') res.header('Content-Disposition', 'attachment');
        },
      });
    }
    for (const remote of roots.remotes) {
      await files.register(fastifyStatic, { root: remote.dir, prefix: `/plugins/${remote.id}/`, decorateReply: false, index: false, preCompressed: true, cacheControl: false, setHeaders: cacheHeaders });
    }
    // '/' is the shell's index; every other extension-less path falls back to it below
    if (shellBuilt) await files.register(fastifyStatic, { root: roots.shellDir, prefix: '/', decorateReply: false, index: ['index.html'], wildcard: true, preCompressed: true, cacheControl: false, setHeaders: cacheHeaders });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/aichat/') || path.startsWith('/plugins/');
    if (!isApi && request.method === 'GET' && !/\.[a-z0-9]{1,8}$/i.test(path)) {
      if (shellBuilt) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    }
    return reply.status(404).type('application/json; charset=utf-8')
      .send(JSON.stringify({ status: 404, msg: i18n.t(request.locale ?? 'zh-CN', 'OJ_NOT_FOUND'), data: null, code: 'OJ_NOT_FOUND' }));
  });
}
