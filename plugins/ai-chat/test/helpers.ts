// Shared steps of the AI chat tests: a site with the problems, submissions, contests and AI chat
// plugins, the fake provider on loopback, models set through the admin calls, and the chat calls
// as the spec's client makes them (form-encoded, the token in the body; answers read as `mes`).
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { TestSite } from '@oj/kernel/testing';
import type { AiModelInput, AiSettingUpdate } from '../shared/browser.ts';
import { FakeProvider } from './fixtures/fake-provider.ts';

export const PLUGINS = [
  { package: '@oj/plugin-problems' },
  { package: '@oj/plugin-submissions', config: { resultsConcurrency: 1 } },
  { package: '@oj/plugin-contests' },
  { package: '@oj/plugin-ai-chat' },
];

export interface AiSite {
  site: TestSite;
  fake: FakeProvider;
  /** the site listening on loopback (for streamed answers) */
  url: string;
  /** every log line the site wrote */
  logs: string[];
  root: { uid: string; token: string };
  close(): Promise<void>;
}

export async function aiSite(extraPlugins: Array<{ package: string }> = []): Promise<AiSite> {
  const logs: string[] = [];
  const logStream = new Writable({ write(chunk, _enc, done) { logs.push(String(chunk)); done(); } });
  const site = await TestSite.start({ plugins: [...PLUGINS, ...extraPlugins], logStream });
  const fake = await FakeProvider.start();
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`;
  const root = await site.userWithToken('boss', 'root');
  return {
    site, fake, url, logs, root,
    close: async () => {
      await fake.close();
      // fetch may leave a connection open that never carried a request: the server's close would wait for its timeout
      site.app.server.closeAllConnections();
      await site.close();
    },
  };
}

/** a model of the fake provider: `model` picks what it does (fixtures/fake-provider.ts) */
export function fakeModel(fake: FakeProvider, id: string, model = 'ok', extra: Partial<AiModelInput> = {}): AiModelInput {
  return { id, name: `Model ${id}`, provider: 'openai-compatible', baseUrl: `${fake.url}/v1`, model, enabled: true, contextSize: null, ...extra };
}
export function ollamaModel(fake: FakeProvider, id: string, model = 'ok', extra: Partial<AiModelInput> = {}): AiModelInput {
  return { id, name: `Model ${id}`, provider: 'ollama', baseUrl: fake.url, model, enabled: true, contextSize: 8192, ...extra };
}

export const QUOTAS = { hintsOnly: true, userDailyMessages: 0, userDailyTokens: 0, siteDailyTokens: 0 };

/** saves the settings and gives every openai-compatible model a key */
export async function configure(s: AiSite, models: AiModelInput[], rest: Partial<AiSettingUpdate> = {}): Promise<void> {
  const res = await s.site.api('PUT', '/api/admin/ai-setting', { token: s.root.token, body: { models, defaultModel: models.find((m) => m.enabled)?.id ?? null, ...QUOTAS, ...rest }, lang: 'en-US' });
  if (res.status !== 200) throw new Error(`settings: ${res.msg} ${res.raw}`);
  for (const m of models.filter((x) => x.provider === 'openai-compatible')) {
    await s.site.api('PUT', '/api/admin/ai-setting/key', { token: s.root.token, body: { modelId: m.id, apiKey: `sk-test-${m.id}-0123456789` } });
  }
}

export interface MesAnswer<T = unknown> { http: number; status: number; mes: string; data: T; raw: string }

/** an /aichat call as the spec's client makes it: form-encoded, the token in the body */
export async function form<T = unknown>(site: TestSite, path: string, fields: Record<string, string | number>, lang = 'en-US'): Promise<MesAnswer<T>> {
  const res = await site.app.inject({
    method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
  });
  const parsed = JSON.parse(res.body) as { status: number; mes: string; data: T };
  return { http: res.statusCode, status: parsed.status, mes: parsed.mes, data: parsed.data, raw: res.body };
}

export interface ChatAnswer { http: number; type: string; headers: Headers; text: string; error: unknown; mes?: string; status?: number; pieces: Array<{ at: number; text: string }> }

/** POST /aichat/chat over real HTTP, reading the streamed answer to its end (or its error) */
export async function chat(s: AiSite, token: string, fields: Record<string, string | number>, opts: { lang?: string; signal?: AbortSignal } = {}): Promise<ChatAnswer> {
  const res = await fetch(`${s.url}/aichat/chat`, {
    method: 'POST', signal: opts.signal,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': opts.lang ?? 'en-US' },
    body: new URLSearchParams({ token, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])) }).toString(),
  });
  const type = res.headers.get('content-type') ?? '';
  let text = '';
  let error: unknown = null;
  const pieces: ChatAnswer['pieces'] = [];
  try {
    const decoder = new TextDecoder();
    for await (const piece of res.body as unknown as AsyncIterable<Uint8Array>) {
      const words = decoder.decode(piece, { stream: true });
      pieces.push({ at: Date.now(), text: words });
      text += words;
    }
  } catch (err) {
    error = err;
  }
  const json = type.includes('json') ? (JSON.parse(text) as { mes: string; status: number }) : undefined;
  return { http: res.status, type, headers: res.headers, text, error, mes: json?.mes, status: json?.status, pieces };
}

/** a new chat of `token`'s user in a place; its cid */
export async function newChat(site: TestSite, token: string, place: Record<string, string | number> = { problemId: '1000' }): Promise<number> {
  const res = await form<{ cid: number }>(site, '/aichat/newchat', { token, ...place });
  if (res.status !== 200) throw new Error(`newchat: ${res.mes}`);
  return res.data.cid;
}
