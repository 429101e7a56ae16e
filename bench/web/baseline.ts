// The baseline page: React and ReactDOM only (their production builds, as the shell uses them),
// rendering a bar and a button into #root. A small loopback server sends it, its scripts
// compressed as the site sends its own (brotli, quality 11), so the two are compared like for like.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const req = createRequire(new URL('../../web-shell/package.json', import.meta.url));
const pkgDir = (name: string) => path.dirname(req.resolve(`${name}/package.json`));
const br = (b: Buffer | string) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

const HTML = `<!doctype html><html><head><meta charset="utf-8"><title>baseline</title></head><body>
<div id="root"><div id="oj-boot">…</div></div>
<script src="/react.js"></script><script src="/react-dom.js"></script>
<script>
const h = React.createElement;
function Page() { const [n, setN] = React.useState(0);
  return h('div', null, h('nav', null, 'Online Judge'), h('button', { id: 'bench-ready', onClick: () => setN(n + 1) }, 'clicked ' + n)); }
ReactDOM.createRoot(document.getElementById('root')).render(h(Page));
</script></body></html>`;

/** Starts the baseline server on loopback; returns its page URL and a stop function. */
export async function startBaseline(): Promise<{ url: string; stop(): Promise<void> }> {
  const files: Record<string, { type: string; body: Buffer }> = {
    '/index.html': { type: 'text/html', body: br(HTML) },
    '/react.js': { type: 'text/javascript', body: br(readFileSync(path.join(pkgDir('react'), 'umd/react.production.min.js'))) },
    '/react-dom.js': { type: 'text/javascript', body: br(readFileSync(path.join(pkgDir('react-dom'), 'umd/react-dom.production.min.js'))) },
  };
  const server = createServer((request, response) => {
    const f = files[request.url ?? ''];
    if (!f) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': f.type, 'Content-Encoding': 'br', 'Content-Length': f.body.length }).end(f.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/index.html`, stop: () => new Promise((r) => server.close(() => r())) };
}
