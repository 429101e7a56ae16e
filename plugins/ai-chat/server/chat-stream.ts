// POST /aichat/chat (spec 2 §4, §5, §7): the user's message to a model, the answer streamed back as
// text/plain as it arrives. Refusals (not the user's chat, empty or long message, 60 messages,
// model, contest, quotas) and a provider that fails before its first words are JSON `{status, mes}`
// answers; once words went out, a provider that breaks off ends the response abruptly (the client
// sees an error and keeps what arrived) and the partial answer is kept in the chat.
import { FileBytes, OjError, badRequest, forbidden, idOf, type AuthUser, type PluginContext } from '@oj/sdk';
import { ChatBody, type AuditStatus, type ChatMessage } from '../shared/browser.ts';
import type { AiFetch, AiProviderError, AiProviderFailure, AiStreamPiece } from '../shared/providers.ts';
import type { Chats } from './chats.ts';
import { CHAT_CALL } from './chat-routes.ts';
import type { ContestRule } from './places.ts';
import { buildPrompt, estimateTokens, problemFacts } from './prompt.ts';
import type { AiSettings, UsableModel } from './settings.ts';
import type { ChatPlace } from './places.ts';
import { ANSWER_RESERVE_TOKENS, type Reservation, type Usage } from './usage.ts';

/** headers go out with the first words, or after this long without any (a model that thinks first) */
export const FIRST_WORDS_WAIT_MS = 10_000;
const WAITED = Symbol('waited');

function within<T>(p: Promise<T>, ms: number): Promise<T | typeof WAITED> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([p, new Promise<typeof WAITED>((r) => { timer = setTimeout(() => r(WAITED), Math.max(0, ms)); })]).finally(() => clearTimeout(timer));
}

/** the user's message for a provider's failure; the reason goes to the log (with the key taken out) */
function refusalOf(err: unknown): OjError {
  if (reasonOf(err) === 'busy') return new OjError('AI_CHAT_PROVIDER_BUSY', 429);
  return new OjError('AI_CHAT_PROVIDER_FAILED', 500);
}

/** an AiProviderError's reason — by its field, as a third party's copy of the class has it too */
function reasonOf(err: unknown): AiProviderFailure | 'error' {
  const reason = err instanceof Error ? (err as Partial<AiProviderError>).reason : undefined;
  return reason === 'busy' || reason === 'unavailable' || reason === 'refused' || reason === 'bad-answer' ? reason : 'error';
}

/** a provider's error text may quote the key (or part of it): never into a log line */
export function redact(text: string, apiKey: string | undefined): string {
  let out = apiKey ? text.split(apiKey).join('[key]') : text;
  out = out.replace(/\b(sk|ak|key)-[A-Za-z0-9_*.-]{4,}/gi, '[key]').replace(/(bearer\s+)\S+/gi, '$1[key]');
  return out;
}

/** the prompt's tokens as estimated before the provider says */
const promptTokens = (messages: ChatMessage[]) => messages.reduce((n, m) => n + estimateTokens(m.content), 0);

export interface ChatStreamDeps { chats: Chats; settings: AiSettings; rule: ContestRule; usage: Usage; fetch: AiFetch }

export function chatStreamRoute(ctx: PluginContext, deps: ChatStreamDeps): void {
  const { chats, settings, rule, usage } = deps;
  // the answers being streamed: a stopping site ends them (cut) instead of waiting for the providers
  const streaming = new Set<AbortController>();
  ctx.http.addHook('preClose', async () => { for (const c of streaming) c.abort(); });

  /**
   * Everything checked before a provider is asked, the prompt built, and the quotas and the chat's
   * cap reserved (usage.ts); each refusal is audited and takes nothing.
   */
  async function admit(user: AuthUser, body: ChatBody): Promise<{ place: ChatPlace; cid: number; model: UsableModel; messages: ChatMessage[]; reservation: Reservation }> {
    let place: ChatPlace | null = null;
    let modelId: string | null = body.model?.trim() || null;
    let counted = false;
    try {
      const chat = await chats.own(user, idOf(body.cid));
      place = chats.placeOf(chat);
      if (!body.msg.trim()) throw badRequest('AI_CHAT_MESSAGE_EMPTY');
      const s = await settings.stored();
      const model = await settings.pick(s, body.model);
      modelId = model.model.id;
      if (!(await rule.permits(place))) throw forbidden('AI_CHAT_CONTEST_FORBIDDEN');
      const history = await chats.messages(chat.cid);
      const facts = await problemFacts(ctx, user, place);
      const messages = buildPrompt({ hintsOnly: s.hintsOnly, facts, code: body.code, language: body.language, history, message: body.msg, contextSize: model.model.contextSize });
      await usage.countMessage(user.uid, s);
      counted = true;
      const reservation = await usage.reserve(user.uid, chat.cid, promptTokens(messages) + ANSWER_RESERVE_TOKENS, s);
      return { place, cid: chat.cid, model, messages, reservation };
    } catch (err) {
      if (counted) await usage.giveBack(user.uid);
      await usage.audit({ uid: user.uid, place, model: modelId, status: 'refused' });
      throw err;
    }
  }

  ctx.http.post('/aichat/chat', {
    schema: { tags: ['ai-chat'], body: ChatBody, produces: ['text/plain'], response: { 200: FileBytes } },
    config: CHAT_CALL,
  }, async (request, reply) => {
    const user = request.user!;
    const body = request.body;
    const { place, cid, model, messages, reservation } = await admit(user, body);

    const res = reply.raw;
    const controller = new AbortController();
    // the user went away: stop asking the provider (and paying for it)
    const onClose = () => { if (!res.writableFinished) controller.abort(); };
    res.on('close', onClose);
    streaming.add(controller);
    const log = request.log;
    const pieces = model.provider.stream({
      baseUrl: model.model.baseUrl, model: model.model.model, apiKey: model.apiKey, messages,
      contextSize: model.model.contextSize ?? undefined, signal: controller.signal, fetch: deps.fetch,
    })[Symbol.asyncIterator]();
    let answer = '';
    let reported: AiStreamPiece['usage'];
    const take = (piece: AiStreamPiece) => {
      if (piece.usage) reported = piece.usage;
      if (piece.text) answer += piece.text;
    };
    /**
     * Settles the call: its audit row (the real tokens; none for a provider that failed before
     * its first words) and, when words came, the question and the (maybe partial) answer replace
     * its reservation in one transaction.
     */
    const finish = async (status: AuditStatus, keep: boolean) => {
      res.off('close', onClose);
      streaming.delete(controller);
      const charged = status !== 'failed';
      const tokens = {
        promptTokens: charged ? reported?.promptTokens ?? promptTokens(messages) : 0,
        completionTokens: charged ? reported?.completionTokens ?? (answer ? estimateTokens(answer) : 0) : 0,
      };
      await usage.settle(async (trx) => {
        if (keep) await chats.addTurn(cid, body.msg, answer, trx);
        await usage.audit({ uid: user.uid, place, model: model.model.id, ...tokens, status }, trx);
        await usage.release(reservation, trx);
      });
    };
    const failure = (err: unknown) => {
      const detail = err instanceof Error ? `${err.message}${(err as { detail?: string }).detail ? ` (${(err as { detail?: string }).detail})` : ''}` : String(err);
      log.warn({ model: model.model.id, provider: model.provider.id, reason: reasonOf(err) }, `AI provider: ${redact(detail, model.apiKey)}`);
    };

    // 1. until the first words (or a while): a failure here is still a JSON answer
    let pending: Promise<IteratorResult<AiStreamPiece>> | null = pieces.next();
    let ended = false;
    const started = Date.now();
    try {
      while (pending) {
        const r: IteratorResult<AiStreamPiece> | typeof WAITED = await within(pending, FIRST_WORDS_WAIT_MS - (Date.now() - started));
        if (r === WAITED) break;
        pending = null;
        if (r.done) { ended = true; break; }
        take(r.value);
        if (!answer) pending = pieces.next();
      }
    } catch (err) {
      failure(err);
      // no words yet: nothing to keep (a user who left is 'cut', a provider that said no 'failed');
      // a provider's failure does not cost the user one of the day's messages
      const failed = !controller.signal.aborted;
      await finish(failed ? 'failed' : 'cut', false).catch((e: unknown) => log.error(e));
      if (failed) await usage.giveBack(user.uid).catch((e: unknown) => log.error(e));
      throw refusalOf(err);
    }

    // 2. the words as they come
    reply.hijack();
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
    if (answer) res.write(answer);
    let status: AuditStatus = 'ok';
    try {
      while (!ended) {
        const r: IteratorResult<AiStreamPiece> = await (pending ?? pieces.next());
        pending = null;
        if (r.done) break;
        take(r.value);
        if (r.value.text && !res.destroyed) res.write(r.value.text);
      }
    } catch (err) {
      status = 'cut';
      failure(err);
    }
    try {
      await finish(status, true);
    } catch (err) {
      log.error(err);
    }
    // a cut answer ends abruptly, so the client knows it is not whole
    if (status === 'cut') res.destroy();
    else res.end();
  });
}
