// Static content: the web shell at / (with the SPA fallback), each plugin's UI remote at
// /plugins/<id>/, and uploaded files at /api/public/img and /api/public/file.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { I18n } from '@oj/sdk';

export interface StaticRoots {
  shellDir: string;
  filesDir: string;
  remotes: { id: string; dir: string }[];
}

const NOT_BUILT = '<!doctype html><meta charset="utf-8"><title>OJ</title><p>The web shell has not been built yet: run <code>bash scripts/setup.sh</code>. The API is up at <a href="/api/openapi.json">/api/openapi.json</a>.</p>';

export async function installStatic(app: FastifyInstance, roots: StaticRoots, i18n: I18n): Promise<void> {
  for (const kind of ['img', 'file'] as const) {
    const dir = join(roots.filesDir, kind);
    mkdirSync(dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: dir, prefix: `/api/public/${kind}/`, decorateReply: false, index: false, dotfiles: 'deny',
      setHeaders: (res) => {
        res.header('X-Content-Type-Options', 'nosniff');
        res.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
        if (kind === 'file') res.header('Content-Disposition', 'attachment');
      },
    });
  }
  for (const remote of roots.remotes) {
    await app.register(fastifyStatic, { root: remote.dir, prefix: `/plugins/${remote.id}/`, decorateReply: false, index: false });
  }
  const shellBuilt = existsSync(join(roots.shellDir, 'index.html'));
  // '/' is the shell's index; every other extension-less path falls back to it below
  if (shellBuilt) await app.register(fastifyStatic, { root: roots.shellDir, prefix: '/', index: ['index.html'], wildcard: true });

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
