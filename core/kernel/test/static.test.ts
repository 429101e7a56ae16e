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
