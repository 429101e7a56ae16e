// The baseline page: React and ReactDOM only (their production builds, as the shell uses them),
// rendering a bar and a button into #root, served from the same origin through a route.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Route } from 'playwright-core';

const req = createRequire(new URL('../../web-shell/package.json', import.meta.url));
const pkgDir = (name: string) => path.dirname(req.resolve(`${name}/package.json`));
const files: Record<string, string> = {
  'react.js': path.join(pkgDir('react'), 'umd/react.production.min.js'),
  'react-dom.js': path.join(pkgDir('react-dom'), 'umd/react-dom.production.min.js'),
};

const HTML = `<!doctype html><html><head><meta charset="utf-8"><title>baseline</title></head><body>
<div id="root"><div id="oj-boot">…</div></div>
<script src="/bench-baseline/react.js"></script><script src="/bench-baseline/react-dom.js"></script>
<script>
const h = React.createElement;
function Page() { const [n, setN] = React.useState(0);
  return h('div', null, h('nav', null, 'Online Judge'), h('button', { id: 'bench-ready', onClick: () => setN(n + 1) }, 'clicked ' + n)); }
ReactDOM.createRoot(document.getElementById('root')).render(h(Page));
</script></body></html>`;

export const BASELINE_PATH = '/bench-baseline/index.html';

export async function routeBaseline(context: BrowserContext): Promise<void> {
  await context.route(/\/bench-baseline\//, (r: Route) => {
    const name = new URL(r.request().url()).pathname.split('/').pop()!;
    if (name === 'index.html') return r.fulfill({ contentType: 'text/html', body: HTML });
    return r.fulfill({ contentType: 'text/javascript', body: readFileSync(files[name]) });
  });
}
