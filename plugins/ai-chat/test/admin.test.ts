// The AI settings (issue 18): the super admin's models, default, hints mode and quotas checked
// with clear messages in both languages; keys write-only (never in an answer); the providers,
// the picker's models, the audit; each contest's AI switch; and who may call what.
import t from 'tap';
import { fileURLToPath } from 'node:url';
import type { TestSite } from '@oj/kernel/testing';
import type { RoleKey } from '@oj/sdk';
import { createContest } from '../../contests/test/helpers.ts';
import type { AiModelInput, AiModelOption, AiProviderInfo, AiSetting, AuditEntry } from '../shared/browser.ts';
import { aiSite, chat, configure, fakeModel, form, newChat, ollamaModel, QUOTAS } from './helpers.ts';

// with the worked example of a third party's provider (docs/examples/ai-provider-echo)
const s = await aiSite([{ package: fileURLToPath(new URL('../../../docs/examples/ai-provider-echo', import.meta.url)) }]);
t.teardown(() => s.close());
const { site, fake } = s;
const root = s.root;
const admin = await site.userWithToken('adm', 'admin');
const ann = await site.userWithToken('ann');

const put = (models: AiModelInput[], rest: Record<string, unknown> = {}, lang = 'en-US', token = root.token) =>
  site.api<AiSetting>('PUT', '/api/admin/ai-setting', { token, body: { models, defaultModel: models[0]?.id ?? null, ...QUOTAS, ...rest }, lang });
const view = async () => (await site.api<AiSetting>('GET', '/api/admin/ai-setting', { token: root.token })).data;

t.test('a fresh site: no models, hints only, default quotas, AI off in running contests', async (t) => {
  t.same(await view(), { models: [], defaultModel: null, hintsOnly: true, userDailyMessages: 50, userDailyTokens: 200_000, siteDailyTokens: 0, contestDefault: false });
  const providers = await site.api<AiProviderInfo[]>('GET', '/api/admin/ai-providers', { token: root.token });
  t.same(providers.data, [{ id: 'openai-compatible', name: 'OpenAI-compatible', needsKey: true }, { id: 'ollama', name: 'Ollama', needsKey: false }, { id: 'echo', name: 'Echo (example)', needsKey: false }]);
});

t.test('the form is checked: ids, providers, API addresses, the default model — in both languages', async (t) => {
  const gpt = fakeModel(fake, 'gpt');
  const cases: Array<[string, AiModelInput[], Record<string, unknown>, string, string]> = [
    ['a duplicate id', [gpt, { ...gpt, name: 'Again' }], {}, 'The model id gpt is used twice', '模型 ID gpt 重复'],
    ['an unknown provider', [{ ...gpt, provider: 'skynet' }], {}, 'There is no provider skynet', '不存在服务商 skynet'],
    ['an ftp address', [{ ...gpt, baseUrl: 'ftp://example.com/v1' }], {}, 'The API address must be an http or https URL without a user name, query or fragment: ftp://example.com/v1', 'API 地址必须是 http 或 https 网址，且不含用户名、查询参数或片段：ftp://example.com/v1'],
    ['not an address', [{ ...gpt, baseUrl: 'api.example.com' }], {}, 'The API address must be an http or https URL without a user name, query or fragment: api.example.com', 'API 地址必须是 http 或 https 网址，且不含用户名、查询参数或片段：api.example.com'],
    ['credentials in the address', [{ ...gpt, baseUrl: 'https://user:pw@example.com/v1' }], {}, 'The API address must be an http or https URL without a user name, query or fragment: https://user:pw@example.com/v1', 'API 地址必须是 http 或 https 网址，且不含用户名、查询参数或片段：https://user:pw@example.com/v1'],
    ['a disabled default', [{ ...gpt, enabled: false }], {}, 'The default model must be one of the enabled models', '默认模型必须是已启用的模型之一'],
    ['a default that is not a model', [gpt], { defaultModel: 'other' }, 'The default model must be one of the enabled models', '默认模型必须是已启用的模型之一'],
    ['a bad id', [{ ...gpt, id: 'GPT 4!' }], { defaultModel: null }, "A model id is 1 to 40 lower-case letters, digits, '.', '-' or '_', starting with a letter or digit", "模型 ID 为 1 到 40 个小写字母、数字、'.'、'-' 或 '_'，以字母或数字开头"],
    ['no name', [{ ...gpt, name: '' }], {}, 'A model needs a name (at most 60 characters) and the provider\'s model name', '模型需要名称（不超过 60 个字符）和服务商的模型名'],
  ];
  for (const [what, models, rest, en, zh] of cases) {
    const e = await put(models, rest);
    t.same([e.status, e.msg], [400, en], `${what} (en-US)`);
    t.equal((await put(models, rest, 'zh-CN')).msg, zh, `${what} (zh-CN)`);
  }
  t.same((await view()).models, [], 'nothing saved');
  const saved = await put([{ ...gpt, baseUrl: `${fake.url}/v1/` }, ollamaModel(fake, 'llama')], { defaultModel: 'llama', hintsOnly: false, userDailyMessages: 10 });
  t.same([saved.status, saved.msg], [200, 'Saved']);
  t.same(saved.data.models.map((m) => [m.id, m.baseUrl, m.hasKey]), [['gpt', `${fake.url}/v1`, false], ['llama', fake.url, false]], 'the trailing slash dropped; no keys yet');
  t.same([saved.data.defaultModel, saved.data.hintsOnly, saved.data.userDailyMessages], ['llama', false, 10]);
  t.equal((await put([gpt], { defaultModel: null })).status, 200, 'no default: the first usable model is used');
});

t.test('a model saved without contextSize (a provider that has none) gets the provider\'s default; a wrong one is refused in both languages', async (t) => {
  const parrot: AiModelInput = { id: 'parrot', name: 'Parrot', provider: 'echo', baseUrl: 'http://127.0.0.1', model: 'polly', enabled: true };
  const saved = await put([parrot]);
  t.same([saved.status, saved.msg], [200, 'Saved'], 'no "contextSize is required"');
  t.same((await view()).models.map((m) => [m.id, m.contextSize]), [['parrot', null]], 'stored as the provider\'s default');
  const small = await put([{ ...parrot, contextSize: 100 }]);
  t.same([small.status, small.msg], [400, 'The context size is a whole number of tokens from 512 to 10,000,000, or empty for the provider\'s default'], 'en-US');
  t.equal((await put([{ ...parrot, contextSize: 100 }], {}, 'zh-CN')).msg, '上下文长度为 512 到 10,000,000 之间的整数（token 数），留空则使用服务商的默认值', 'zh-CN');
  t.equal((await put([{ ...parrot, contextSize: 'big' as unknown as number }])).status, 400, 'not a number either');
  t.equal((await put([{ ...parrot, contextSize: 8192 }])).status, 200, 'a size of its own is kept');
  t.same((await view()).models.map((m) => m.contextSize), [8192]);
});

t.test('keys are write-only: hasKey says whether one is set, no answer ever carries it; a removed model loses its key', async (t) => {
  await put([fakeModel(fake, 'gpt'), fakeModel(fake, 'other')]);
  const KEY = 'sk-very-secret-key-42';
  const set = await site.api('PUT', '/api/admin/ai-setting/key', { token: root.token, body: { modelId: 'gpt', apiKey: KEY }, lang: 'en-US' });
  t.same([set.status, set.msg, set.data], [200, 'The API key was saved', null]);
  t.same((await view()).models.map((m) => m.hasKey), [true, false]);
  const missing = await site.api('PUT', '/api/admin/ai-setting/key', { token: root.token, body: { modelId: 'nope', apiKey: KEY }, lang: 'zh-CN' });
  t.same([missing.status, missing.msg], [404, '不存在模型 nope']);
  // every GET answer there is, after a chat with the key
  await chat(s, ann.token, { cid: await newChat(site, ann.token), msg: 'hi', model: 'gpt' });
  t.equal(fake.last('ok')!.headers.authorization, `Bearer ${KEY}`, 'the provider gets it');
  const answers = await Promise.all([
    site.api('GET', '/api/admin/ai-setting', { token: root.token }), site.api('GET', '/api/admin/ai-audit', { token: root.token }),
    site.api('GET', '/api/admin/ai-providers', { token: root.token }), site.api('GET', '/api/ai-chat/models', { token: ann.token }),
    site.api('GET', '/aichat/getAiChatState', { token: ann.token }), site.api('GET', '/api/admin/plugin-secrets', { token: root.token }),
  ]);
  for (const a of answers) t.notOk(a.raw.includes('very-secret'), `not in ${a.raw.slice(0, 40)}…`);
  t.notOk(s.logs.join('').includes('very-secret'), 'nor in the log');
  const removed = await site.api('PUT', '/api/admin/ai-setting/key', { token: root.token, body: { modelId: 'gpt', apiKey: '' }, lang: 'en-US' });
  t.equal(removed.msg, 'The API key was removed');
  t.same((await view()).models.map((m) => m.hasKey), [false, false]);
  await site.api('PUT', '/api/admin/ai-setting/key', { token: root.token, body: { modelId: 'other', apiKey: KEY } });
  await put([fakeModel(fake, 'gpt')]);
  await put([fakeModel(fake, 'gpt'), fakeModel(fake, 'other')]);
  t.equal((await view()).models[1]!.hasKey, false, 'taken out and put back: the key went with it');
});

t.test("the picker's models: enabled, with a key when the provider needs one, the default first", async (t) => {
  await configure(s, [fakeModel(fake, 'gpt'), fakeModel(fake, 'off', 'ok', { enabled: false }), ollamaModel(fake, 'llama')], { defaultModel: 'llama' });
  await site.api('PUT', '/api/admin/ai-setting', { token: root.token, body: { models: [fakeModel(fake, 'gpt'), fakeModel(fake, 'nokey-yet'), fakeModel(fake, 'off', 'ok', { enabled: false }), ollamaModel(fake, 'llama')], defaultModel: 'llama', ...QUOTAS } });
  const models = await site.api<AiModelOption[]>('GET', '/api/ai-chat/models', { token: ann.token });
  t.same(models.data, [{ id: 'llama', name: 'Model llama' }, { id: 'gpt', name: 'Model gpt' }]);
});

t.test('the audit: one row per chat call, newest first, with the user, the place, the model and the tokens', async (t) => {
  await configure(s, [fakeModel(fake, 'gpt')]);
  const cid = await newChat(site, ann.token, { problemId: '1000', trainingId: 7 });
  await chat(s, ann.token, { cid, msg: 'one', model: 'gpt' });
  await chat(s, ann.token, { cid, msg: '  ', model: 'gpt' });
  const page = await site.api<{ records: AuditEntry[]; total: number }>('GET', '/api/admin/ai-audit', { token: root.token, query: { currentPage: 1, limit: 2 } });
  const [refused, ok] = page.data.records;
  t.same([refused!.status, refused!.promptTokens], ['refused', 0]);
  t.same([ok!.status, ok!.username, ok!.uid, ok!.problemId, ok!.contestId, ok!.trainingId, ok!.model, ok!.promptTokens, ok!.completionTokens], ['ok', 'ann', ann.uid, '1000', null, 7, 'gpt', 321, 45]);
  t.ok(!Number.isNaN(Date.parse(ok!.createTime)));
  t.ok(page.data.total >= 3);
});

t.test("a third party's provider (docs/examples/ai-provider-echo) serves models like the built-in ones", async (t) => {
  await configure(s, [{ id: 'parrot', name: 'Parrot', provider: 'echo', baseUrl: 'http://127.0.0.1', model: 'polly', enabled: true, contextSize: null }]);
  t.same((await site.api<AiModelOption[]>('GET', '/api/ai-chat/models', { token: ann.token })).data, [{ id: 'parrot', name: 'Parrot' }], 'usable without a key');
  const cid = await newChat(site, ann.token);
  const res = await chat(s, ann.token, { cid, msg: 'hello there', model: '' });
  t.equal(res.text, 'polly heard: hello there');
  t.ok(res.pieces.length > 1, 'word by word');
  const [row] = await site.db('aiChatAudit').orderBy('id', 'desc').limit(1);
  t.same([row.status, row.model, row.completionTokens], ['ok', 'parrot', 6]);
});

t.test("a contest's AI switch: off by default; the site's admins and the contest's own admins set it", async (t) => {
  const author = await site.userWithToken('author');
  const cid = await createContest(site, { uid: author.uid, phase: 'running' });
  const get = (token: string, lang = 'en-US') => site.api<{ cid: number; allowed: boolean }>('GET', '/api/admin/ai-setting/contest', { token, query: { cid }, lang });
  const post = (token: string, allowed: boolean, lang = 'en-US', id: number | string = cid) => site.api<{ cid: number; allowed: boolean }>('POST', '/api/admin/ai-setting/contest', { token, body: { cid: id, allowed }, lang });
  t.same((await get(root.token)).data, { cid, allowed: false });
  t.same((await post(author.token, true)).data, { cid, allowed: true }, "the contest's author");
  t.same((await post(admin.token, false)).data, { cid, allowed: false }, 'an admin');
  t.same((await post(root.token, true, 'en-US', String(cid))).data, { cid, allowed: true }, 'root, the id as text');
  const other = await post(ann.token, false);
  t.same([other.http, other.msg], [403, "Only the site's admins and the contest's admins may change its AI switch"]);
  t.equal((await get(ann.token, 'zh-CN')).msg, '只有网站管理员和比赛管理员可以修改比赛的 AI 开关');
  t.same([(await post(root.token, true, 'en-US', 99_999)).status, (await post(root.token, true, 'en-US', 99_999)).msg], [404, 'This contest does not exist']);
  t.equal((await get(root.token)).data.allowed, true);
});

t.test('who may call what: visitors, users, admins, problem admins and the super admin', async (t) => {
  const cid = await createContest(site, { uid: root.uid, phase: 'running' });
  type Who = 'anyone' | 'user' | 'contest-admin' | 'root';
  const table: Array<[string, string, Who, Record<string, unknown>?]> = [
    ['GET', '/aichat/getAiChatState', 'anyone'],
    ['POST', '/aichat/newchat', 'user', {}], ['POST', '/aichat/getHistoryChatList', 'user', {}], ['POST', '/aichat/getHistoryChat', 'user', { cid: 999_999 }],
    ['POST', '/aichat/delchat', 'user', { cid: 999_999 }], ['POST', '/aichat/resetname', 'user', { cid: 999_999, newName: 'x' }],
    ['POST', '/aichat/current/heartbeat', 'user', { cid: 999_999 }], ['POST', '/aichat/current/closeChat', 'user', { cid: 999_999 }],
    ['POST', '/aichat/chat', 'user', { cid: 999_999, msg: 'hi' }], ['GET', '/api/ai-chat/models', 'user'],
    ['GET', '/api/admin/ai-setting', 'root'], ['PUT', '/api/admin/ai-setting', 'root', { models: [], defaultModel: null, ...QUOTAS }],
    ['PUT', '/api/admin/ai-setting/key', 'root', { modelId: 'nope', apiKey: 'x' }], ['GET', '/api/admin/ai-providers', 'root'], ['GET', '/api/admin/ai-audit', 'root'],
    ['GET', `/api/admin/ai-setting/contest?cid=${cid}`, 'contest-admin'], ['POST', '/api/admin/ai-setting/contest', 'contest-admin', { cid, allowed: false }],
  ];
  const roles: Array<RoleKey | 'visitor'> = ['visitor', 'default_user', 'problem_admin', 'admin', 'root'];
  const tokens = new Map<string, string | undefined>([['visitor', undefined]]);
  for (const role of roles.slice(1)) tokens.set(role, (await site.userWithToken(`as_${role}`.slice(0, 20), role as RoleKey)).token);
  const allowed = (who: Who, role: string) => who === 'anyone' || (role !== 'visitor' && (who === 'user' || role === 'root' || (who === 'contest-admin' && role === 'admin')));
  for (const [method, url, who, body] of table) {
    for (const role of roles) {
      const res = await call(site, method, url, tokens.get(role), body);
      if (allowed(who, role)) t.notOk([401, 403].includes(res.http), `${role} may call ${method} ${url} (${res.http})`);
      else t.equal(res.http, role === 'visitor' ? 401 : 403, `${role} is refused ${method} ${url}`);
    }
  }
});

async function call(site: TestSite, method: string, url: string, token: string | undefined, body?: Record<string, unknown>) {
  if (url.startsWith('/aichat/') && method === 'POST') return form(site, url, { ...(token ? { token } : {}), ...(body as Record<string, string | number>) });
  return site.api(method, url, { token, body: method === 'GET' ? undefined : body });
}
