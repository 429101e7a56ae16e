// The AI chat (issue 18; spec 2 §3–§8 "AI chat"): a user's chats with a model beside a problem,
// streamed answers, hints-only prompts with the statement, the user's code and last verdict,
// quotas, an audit, per-contest switches, and models from providers other plugins may add
// (aiProviderPoint). Every call to a provider goes through the guarded outbound client.
import { Type, type Static } from '@sinclair/typebox';
import { definePlugin } from '@oj/sdk';
import { aiProviderPoint, type AiFetch } from '../shared/providers.ts';
import { openAiCompatible } from './providers/openai-compatible.ts';
import { ollama } from './providers/ollama.ts';
import { AiSettings } from './settings.ts';
import { Chats } from './chats.ts';
import { ContestRule } from './places.ts';
import { Usage } from './usage.ts';
import { chatRoutes } from './chat-routes.ts';
import { chatStreamRoute } from './chat-stream.ts';
import { adminRoutes } from './admin-routes.ts';
import { aiChatStores } from './stores/index.ts';

const Config = Type.Object({
  /** how long a provider may take to answer with its headers */
  connectTimeoutMs: Type.Integer({ minimum: 100, default: 30_000 }),
  /** how long a provider's stream may pause between two pieces */
  idleTimeoutMs: Type.Integer({ minimum: 100, default: 120_000 }),
  /** an answer over this many bytes is cut */
  maxAnswerBytes: Type.Integer({ minimum: 1024, default: 8 * 1024 * 1024 }),
});
export type AiChatConfig = Static<typeof Config>;

export default definePlugin(new URL('..', import.meta.url), {
  id: 'ai-chat',
  optional: ['problems', 'submissions', 'contests'],
  config: Config,
  migrations: './migrations',
  locales: './locales',
  ui: './ui/dist',
  // the reference's paths (spec 2), kept for its clients, besides /api/ai-chat/ and /api/admin/ai-chat/
  routes: [
    '/aichat/chat', '/aichat/newchat', '/aichat/delchat', '/aichat/resetname', '/aichat/getAiChatState', '/aichat/getHistoryChat', '/aichat/getHistoryChatList',
    '/aichat/current/*',
    '/api/admin/ai-audit', '/api/admin/ai-providers', '/api/admin/ai-setting', '/api/admin/ai-setting/*',
  ],
  async setup(ctx) {
    const config = ctx.config as AiChatConfig;
    // spec 2 §7: the chat's calls are form-encoded (JSON works too); this scope alone reads such bodies
    ctx.http.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    ctx.extend(aiProviderPoint, openAiCompatible);
    ctx.extend(aiProviderPoint, ollama);

    const fetch: AiFetch = async (url, init) => {
      const res = await ctx.outbound.stream(url, {
        method: init.method, headers: init.headers, body: init.body, signal: init.signal,
        timeoutMs: config.connectTimeoutMs, idleMs: config.idleTimeoutMs, maxBytes: config.maxAnswerBytes,
      });
      return { status: res.status, headers: res.headers, body: res.body, text: () => res.text() };
    };
    const stores = aiChatStores(ctx);
    const settings = new AiSettings(ctx, stores.settings);
    const chats = new Chats(stores.chats);
    const rule = new ContestRule(ctx, stores.contests);
    const usage = new Usage(ctx, stores.usage);
    chatRoutes(ctx, { chats, settings, rule });
    chatStreamRoute(ctx, { chats, settings, rule, usage, fetch });
    adminRoutes(ctx, { settings, rule, audits: stores.usage });
  },
});
