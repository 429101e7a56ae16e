// The /aichat calls of spec 2 §7 but the chat itself (chat-stream.ts): whether AI may be used here, and a user's chats — new, list, read, delete, rename, heartbeat, close.
// They take JSON or form-encoded bodies with the user's token in the body (`token`) or the
// Authorization header, and answer `{status, mes, data}`.
import { Type } from '@sinclair/typebox';
import { idOf, type PluginContext } from '@oj/sdk';
import { AiState, ChatContext, ChatDetail, ChatIdBody, ChatSummary, MesEnvelope, RenameBody } from '../shared/browser.ts';
import type { Chats } from './chats.ts';
import type { ContestRule } from './places.ts';
import { placeOf } from './places.ts';
import type { AiSettings } from './settings.ts';

/** the success answer of an /aichat call */
export const done = <T>(data: T) => ({ status: 200, mes: 'success', data });
/** every POST /aichat call: a logged-in user, the token maybe in the body, `mes` answers, fields the old client adds dropped */
export const CHAT_CALL = { auth: true, bodyToken: true, messageField: 'mes', extraFields: 'strip' } as const;
const TAGS = ['ai-chat'];

export function chatRoutes(ctx: PluginContext, deps: { chats: Chats; settings: AiSettings; rule: ContestRule }): void {
  const { chats, settings, rule } = deps;

  // GET /aichat/getDate (the server's clock) is the kernel's own (core/kernel/src/routes/site.ts):
  // the home page uses it with or without this plugin

  ctx.http.get('/aichat/getAiChatState', {
    schema: { tags: TAGS, querystring: Type.Composite([ChatContext, Type.Object({ token: Type.Optional(Type.String({ maxLength: 2000 })) })]), response: { 200: MesEnvelope(AiState) } },
    config: { public: true, queryToken: true, messageField: 'mes' },
  }, async (request) => {
    // for a visitor: is the AI on here at all (the page then offers the tab with "log in first", spec 2 §5)
    const usable = await settings.usableModels();
    return done(usable.length > 0 && (await rule.permits(placeOf(request.query))));
  });

  ctx.http.post('/aichat/newchat', {
    schema: { tags: TAGS, body: ChatContext, response: { 200: MesEnvelope(ChatSummary) } },
    config: CHAT_CALL,
  }, async (request) => {
    const chat = await chats.create(request.user!, placeOf(request.body), ctx.i18n.t(request.locale, 'AI_CHAT_DEFAULT_NAME'));
    return done(chats.summary(chat));
  });

  ctx.http.post('/aichat/getHistoryChatList', {
    schema: { tags: TAGS, body: ChatContext, response: { 200: MesEnvelope(Type.Array(ChatSummary)) } },
    config: CHAT_CALL,
  }, async (request) => done((await chats.list(request.user!, placeOf(request.body))).map((c) => chats.summary(c))));

  ctx.http.post('/aichat/getHistoryChat', {
    schema: { tags: TAGS, body: ChatIdBody, response: { 200: MesEnvelope(ChatDetail) } },
    config: CHAT_CALL,
  }, async (request) => {
    const chat = await chats.own(request.user!, idOf(request.body.cid));
    return done({ ...chats.summary(chat), msgList: await chats.messages(chat.cid) });
  });

  ctx.http.post('/aichat/delchat', {
    schema: { tags: TAGS, body: ChatIdBody, response: { 200: MesEnvelope(Type.Null()) } },
    config: CHAT_CALL,
  }, async (request) => {
    const chat = await chats.own(request.user!, idOf(request.body.cid));
    await chats.remove(chat.cid);
    return done(null);
  });

  ctx.http.post('/aichat/resetname', {
    schema: { tags: TAGS, body: RenameBody, response: { 200: MesEnvelope(Type.Null()) } },
    config: CHAT_CALL,
  }, async (request) => {
    const chat = await chats.own(request.user!, idOf(request.body.cid));
    await chats.rename(chat.cid, request.body.newName.trim());
    return done(null);
  });

  for (const [path, open] of [['/aichat/current/heartbeat', true], ['/aichat/current/closeChat', false]] as const) {
    ctx.http.post(path, {
      schema: { tags: TAGS, body: ChatIdBody, response: { 200: MesEnvelope(Type.Null()) } },
      config: CHAT_CALL,
    }, async (request) => {
      const chat = await chats.own(request.user!, idOf(request.body.cid));
      await chats.mark(chat.cid, open);
      return done(null);
    });
  }
}
