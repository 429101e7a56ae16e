// The API client conventions of spec 1 §7 and the error catalogue of §8, with a fake fetch.
import t from 'tap';
import { configureApi, request } from '../../core/ui/src/api/client.ts';
import { chunkErrorKey, decideErrorAction, ERROR_KEYS } from '../../core/ui/src/api/errors.ts';
import { loginDialogAtom, ojStore, tokenAtom, userInfoAtom, setSession } from '../../core/ui/src/session/atoms.ts';
import { detectLanguage, initI18n } from '../../core/ui/src/i18n/index.ts';

interface Seen {
  url: string;
  headers: Record<string, string>;
}

function fakeFetch(reply: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const f = (async (url: string, init: RequestInit) => {
    const s = { url, headers: init.headers as Record<string, string> };
    seen.push(s);
    return reply(s);
  }) as unknown as typeof fetch;
  return { f, seen };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

await initI18n();

const effects = { toasts: [] as string[], navs: [] as string[], mobile: false, path: '/home' };
configureApi({
  effects: {
    toast: (m) => effects.toasts.push(m),
    navigate: (p) => effects.navs.push(p),
    isMobile: () => effects.mobile,
    pathname: () => effects.path,
  },
});
t.beforeEach(() => {
  effects.toasts = [];
  effects.navs = [];
  effects.mobile = false;
  effects.path = '/home';
  ojStore.set(tokenAtom, null);
  ojStore.set(userInfoAtom, null);
  ojStore.set(loginDialogAtom, { visible: false, mode: 'Login' });
});

t.test('the token goes in Authorization, with Url-Type general and the UI language', async (t) => {
  setSession('tok-1', { uid: '1', username: 'a', roleList: [] });
  const { f, seen } = fakeFetch(() => json({ status: 200, msg: 'success', data: { x: 1 } }));
  configureApi({ fetch: f });
  const res = await request<{ x: number }>('/api/get-user-home-info', { params: { username: 'a', uid: undefined } });
  t.same(res.data, { x: 1 });
  t.equal(seen[0].url, '/api/get-user-home-info?username=a');
  t.equal(seen[0].headers.Authorization, 'tok-1');
  t.equal(seen[0].headers['Url-Type'], 'general');
  t.ok(seen[0].headers['Accept-Language']);
});

t.test('login calls carry no token; admin paths say Url-Type admin', async (t) => {
  setSession('tok-1', { uid: '1', username: 'a', roleList: [] });
  const { f, seen } = fakeFetch(() => json({ status: 200, msg: 'ok', data: null }));
  configureApi({ fetch: f });
  await request('/api/login', { method: 'POST', data: {} });
  await request('/api/admin/user/get-user-list');
  t.notOk(seen[0].headers.Authorization);
  t.equal(seen[1].headers['Url-Type'], 'admin');
});

t.test('a Refresh-Token header replaces the stored token', async (t) => {
  setSession('old', { uid: '1', username: 'a', roleList: [] });
  configureApi({ fetch: fakeFetch(() => json({ status: 200, msg: '', data: null }, 200, { 'Refresh-Token': 'true', Authorization: 'new' })).f });
  await request('/api/msg/unread');
  t.equal(ojStore.get(tokenAtom), 'new');
});

t.test('issue 28 §8: a business error shows one message, its msg in a toast, on a desktop as on a phone; a quiet call shows none', async (t) => {
  configureApi({ fetch: fakeFetch(() => json({ status: 400, msg: 'Bad thing', data: null })).f });
  await t.rejects(request('/api/register', { method: 'POST', data: {} }));
  effects.mobile = true;
  await t.rejects(request('/api/register', { method: 'POST', data: {} }));
  t.same(effects.toasts, ['Bad thing', 'Bad thing'], 'one toast per failed call');
  await t.rejects(request('/api/register', { method: 'POST', data: {}, quiet: true }));
  t.equal(effects.toasts.length, 2, 'the caller shows its own message');
  t.same(Object.keys(decideErrorAction({ kind: 'response', httpStatus: 200, body: { status: 400, msg: 'x' } }, { admin: false, mobile: false })!).filter((k) => /notif/i.test(k)), [], 'no second channel to decide');
});

t.test('HTTP 401 clears the session and opens the login dialog; in the admin area it goes to /admin/login', async (t) => {
  setSession('tok', { uid: '1', username: 'a', roleList: ['root'] });
  configureApi({ fetch: fakeFetch(() => json({ status: 401, msg: 'Login expired', data: null }, 401)).f });
  await t.rejects(request('/api/msg/unread'));
  t.equal(ojStore.get(tokenAtom), null);
  t.equal(ojStore.get(userInfoAtom), null);
  t.ok(ojStore.get(loginDialogAtom).visible);
  t.same(effects.toasts, ['Login expired']);
  effects.path = '/admin/dashboard';
  await t.rejects(request('/api/admin/dashboard/get-dashboard-info'));
  t.same(effects.navs, ['/admin/login']);
});

t.test('HTTP 403 keeps the session, refreshes roles; admin calls go to /admin', (t) => {
  const a = decideErrorAction({ kind: 'response', httpStatus: 403, body: { status: 403, msg: 'No' } }, { admin: true, mobile: false })!;
  t.equal(a.refreshRoles, true);
  t.equal(a.clearSession, false);
  t.equal(a.goto, '/admin');
  t.equal(decideErrorAction({ kind: 'response', httpStatus: 403, body: null }, { admin: false, mobile: false })!.goto, null);
  t.end();
});

t.test('404, other HTTP errors, timeouts and lost connections get their catalogue messages', (t) => {
  const ctx = { admin: false, mobile: false };
  t.equal(decideErrorAction({ kind: 'response', httpStatus: 404, body: null }, ctx)!.message, ERROR_KEYS.notFound);
  t.equal(decideErrorAction({ kind: 'response', httpStatus: 500, body: null }, ctx)!.message, ERROR_KEYS.server);
  t.equal(decideErrorAction({ kind: 'response', httpStatus: 502, body: { msg: 'Gateway' } }, ctx)!.message, 'Gateway');
  t.equal(decideErrorAction({ kind: 'timeout' }, ctx)!.message, ERROR_KEYS.timeout);
  t.equal(decideErrorAction({ kind: 'network' }, ctx)!.message, ERROR_KEYS.network);
  t.equal(decideErrorAction({ kind: 'response', httpStatus: 200, body: { status: 200 } }, ctx), null);
  t.end();
});

t.test('a request past its timeout fails with the timeout message', async (t) => {
  configureApi({
    fetch: ((_u: string, init: RequestInit) =>
      new Promise((_res, rej) => init.signal!.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch,
  });
  await t.rejects(request('/api/slow', { timeout: 20 }));
  t.equal(effects.toasts.length, 1);
  t.match(effects.toasts[0], /timed out|超时/);
});

t.test('blob downloads pass through as success', async (t) => {
  configureApi({ fetch: fakeFetch(() => new Response('a,b\n1,2', { status: 200, headers: { 'content-type': 'text/csv' } })).f });
  const res = await request<Blob>('/api/file/generate-user-excel', { params: { key: 'k' }, responseType: 'blob' });
  t.equal(await res.data.text(), 'a,b\n1,2');
});

t.test('chunk load failures map to their catalogue keys', (t) => {
  t.equal(chunkErrorKey({ name: 'ChunkLoadError', message: 'Loading chunk 12 failed.' }), 'ChunkLoadError');
  t.equal(chunkErrorKey({ message: 'Loading CSS chunk 3 failed', code: 'CSS_CHUNK_LOAD_FAILED' }), 'CSS_CHUNK_LOAD_FAILED');
  t.equal(chunkErrorKey(new Error('other')), null);
  t.end();
});

t.test('language: query parameter, then stored choice, then browser, then zh-CN', (t) => {
  t.equal(detectLanguage('?lang=en-US', 'zh-CN', ['zh-CN']), 'en-US');
  t.equal(detectLanguage('', 'en-US', ['zh-CN']), 'en-US');
  t.equal(detectLanguage('', null, ['en-GB']), 'en-US');
  t.equal(detectLanguage('', null, ['fr-FR']), 'zh-CN');
  t.end();
});
