// Static content: the web shell at / with the SPA fallback, plugin remotes, uploaded files.
import t from 'tap';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestSite } from './harness.ts';

const site = await TestSite.start();
t.teardown(() => site.close());

t.test('without a built shell, / explains how to build it and the API still answers', async (t) => {
  const res = await site.app.inject({ method: 'GET', url: '/' });
  t.equal(res.statusCode, 200);
  t.match(res.body, /has not been built yet/);
});

t.test('with a built shell: / and deep links get index.html, assets are served, unknown API paths are 404 envelopes', async (t) => {
  const shell = join(site.dataDir, 'shell');
  mkdirSync(join(shell, 'static'), { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(shell, 'static', 'main.js'), 'console.log(1)');
  const other = await TestSite.start({ config: { shellDir: shell } });
  t.teardown(() => other.close());
  for (const url of ['/', '/home', '/problem/1000', '/admin/user', '/user-home?username=a']) {
    const res = await other.app.inject({ method: 'GET', url });
    t.equal(res.statusCode, 200, url);
    t.match(res.body, /<title>shell<\/title>/, `${url} is the shell`);
  }
  t.equal((await other.app.inject({ method: 'GET', url: '/static/main.js' })).body, 'console.log(1)');
  t.equal((await other.app.inject({ method: 'GET', url: '/static/missing.js' })).statusCode, 404);
  const api = await other.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'accept-language': 'en-US' } });
  t.equal(api.statusCode, 404);
  t.same(JSON.parse(api.body), { status: 404, msg: 'Query error! Unable to find the resource to request!', data: null, code: 'OJ_NOT_FOUND' });
});

t.test('issue 9 §9: the shell and the API answer with a CSP that runs only our scripts and forbids framing', async (t) => {
  const shell = join(site.dataDir, 'shell-csp');
  mkdirSync(shell, { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  const other = await TestSite.start({ config: { shellDir: shell } });
  t.teardown(() => other.close());
  for (const url of ['/', '/home', '/reset-password?username=a&code=b', '/api/get-website-config', '/api/no-such-call']) {
    const res = await other.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    t.match(csp, /(^|; )script-src 'self'(;|$)/, `${url}: scripts only from the site`);
    t.match(csp, /frame-ancestors 'none'/, `${url}: no framing`);
    t.notMatch(csp, /unsafe-eval/);
    t.equal(res.headers['x-frame-options'], 'DENY', url);
    t.equal(res.headers['referrer-policy'], 'same-origin', url);
    t.equal(res.headers['x-content-type-options'], 'nosniff', url);
  }
  const uploaded = join(other.dataDir, 'files', 'img', 'x.png');
  writeFileSync(uploaded, 'not really a png');
  const file = await other.app.inject({ method: 'GET', url: '/api/public/img/x.png' });
  t.match(String(file.headers['content-security-policy']), /default-src 'none'.*sandbox/, 'uploaded files keep their own stricter CSP');
  t.equal(file.headers['x-frame-options'], 'DENY');
});
