// The AI chat calls (spec 2 §7 "AI chat"). The /aichat routes take form-encoded bodies with the
// user's token in the field `token` and answer `{status, mes, data}`; the shell's client speaks
// JSON and `msg`, so they have their own small caller here. The admin and model-list calls go
// through the shell's client, each by its call (shared/calls.ts, the value the route is mounted from).
import { api, currentLanguage, i18n, ojStore, tokenAtom } from '@oj/ui';
import { aiChatCalls, type AiContestSwitch, type AiKeyBody, type AiSettingUpdate, type ChatDetail, type ChatSummary } from '@oj/plugin-ai-chat/browser';
import type { ProblemTabProps } from '@oj/plugin-problems/browser';

export const NS = 'ai-chat';

/** a failed /aichat call; `message` is what the user was shown */
export class AiCallError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'AiCallError';
  }
}

/** where a chat lives: the problem, and the contest or training it is opened in */
export interface ChatPlace {
  problemId: string;
  contestId?: number;
  trainingId?: number;
}

/** a problem page's place: inside a contest the problem is named by its display id there */
export const placeOf = (p: Pick<ProblemTabProps, 'problemId' | 'displayId' | 'contestId' | 'trainingId'>): ChatPlace => ({
  problemId: p.contestId ? (p.displayId ?? p.problemId) : p.problemId,
  contestId: p.contestId,
  trainingId: p.trainingId,
});

type Fields = Record<string, string | number | undefined>;

const placeFields = (p: ChatPlace): Fields => ({ problemId: p.problemId, contestId: p.contestId ?? '', trainingId: p.trainingId ?? '' });

function formBody(fields: Fields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, String(v));
  body.append('token', ojStore.get(tokenAtom) ?? '');
  return body;
}

function headers(): Record<string, string> {
  const token = ojStore.get(tokenAtom);
  return { 'Accept-Language': currentLanguage(), 'Url-Type': 'general', ...(token ? { Authorization: token } : {}) };
}

/** spec 2 §6: a network failure shows the message followed by '(404)' */
export const networkMessage = () => `${i18n.t('Network_error_abnormal_link_with_server_please_try_again_later')}(404)`;

/** the text of an /aichat envelope that is not a success: its `mes` (spec 2 §6) */
function refusal(body: { status?: number; mes?: string; msg?: string } | null, httpStatus: number): AiCallError {
  return new AiCallError(body?.mes || body?.msg || i18n.t('Ai_Server_Error', { ns: NS }), body?.status ?? httpStatus);
}

async function aichat<T>(method: 'GET' | 'POST', path: string, fields: Fields = {}): Promise<T> {
  let res: Response;
  try {
    res = method === 'GET'
      ? await fetch(`${path}?${new URLSearchParams(Object.entries(fields).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]))}`, { headers: headers() })
      : await fetch(path, { method, headers: headers(), body: formBody(fields) });
  } catch {
    throw new AiCallError(networkMessage(), 0);
  }
  const body = (await res.json().catch(() => null)) as { status?: number; mes?: string; data?: T } | null;
  if (!res.ok || !body || body.status !== 200) throw refusal(body, res.status);
  return body.data as T;
}

export const getServerDate = () => aichat<number>('GET', '/aichat/getDate');
/** may the caller chat here (false for a visitor) */
export const getAiChatState = (p: ChatPlace) => aichat<boolean>('GET', '/aichat/getAiChatState', placeFields(p));
/** a new, empty chat of this place */
export const newChat = (p: ChatPlace) => aichat<ChatSummary>('POST', '/aichat/newchat', placeFields(p)).then((c): ChatDetail => ({ ...c, msgList: [] }));
export const getChatList = (p: ChatPlace) => aichat<ChatSummary[]>('POST', '/aichat/getHistoryChatList', placeFields(p));
export const getChat = (cid: number) => aichat<ChatDetail>('POST', '/aichat/getHistoryChat', { cid });
export const deleteChat = (cid: number) => aichat<null>('POST', '/aichat/delchat', { cid });
export const renameChat = (cid: number, newName: string) => aichat<null>('POST', '/aichat/resetname', { cid, newName });
export const heartbeat = (cid: number) => aichat<null>('POST', '/aichat/current/heartbeat', { cid });
export const closeChat = (cid: number) => aichat<null>('POST', '/aichat/current/closeChat', { cid });
/** when the page itself goes away: the browser sends it even as it unloads */
export const closeChatOnUnload = (cid: number) => navigator.sendBeacon?.('/aichat/current/closeChat', formBody({ cid }));

/** what the user asks, with the editor's code */
export interface Question extends ChatPlace {
  cid: number;
  msg: string;
  model: string;
  code: string;
  language: string;
}

/**
 * POST /aichat/chat: the answer arrives as plain text, piece by piece (`onText` gets each piece);
 * a JSON envelope instead is a refusal (a quota, a limit): thrown with its `mes`. A stream that
 * breaks off throws `AiStreamBroken` after the pieces that came.
 */
export async function ask(q: Question, onText: (piece: string) => void, signal: AbortSignal): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/aichat/chat', {
      method: 'POST', headers: headers(), signal,
      body: formBody({ ...placeFields(q), cid: q.cid, msg: q.msg, model: q.model, code: q.code, language: q.language }),
    });
  } catch {
    if (signal.aborted) return;
    throw new AiCallError(networkMessage(), 0);
  }
  if ((res.headers.get('content-type') ?? '').includes('application/json') || !res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { status?: number; mes?: string } | null;
    throw refusal(body, res.status);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      if (text) onText(text);
    }
    const rest = decoder.decode();
    if (rest) onText(rest);
  } catch (e) {
    if (signal.aborted) return;
    throw new AiStreamBroken(e);
  }
}

/** the answer's stream broke off midway */
export class AiStreamBroken extends Error {
  constructor(cause: unknown) {
    super('stream broken', { cause });
    this.name = 'AiStreamBroken';
  }
}

/** the models a user may pick, the default first */
export const getModels = () => api.call(aiChatCalls.models, undefined, { quiet: true });

// ---- the super admin's AI settings page ----
export const getAiSetting = () => api.call(aiChatCalls.setting);
export const saveAiSetting = (body: AiSettingUpdate) => api.call(aiChatCalls.saveSetting, { body });
export const setModelKey = (body: AiKeyBody) => api.call(aiChatCalls.setKey, { body });
export const getAudit = (currentPage: number, limit: number) => api.call(aiChatCalls.audit, { query: { currentPage, limit } });
export const getContestSwitch = (cid: number) => api.call(aiChatCalls.contestSwitch, { query: { cid } });
export const setContestSwitch = (body: AiContestSwitch) => api.call(aiChatCalls.setContestSwitch, { body });
/** the registered model providers, for the provider select */
export const getProviders = () => api.call(aiChatCalls.providers).then((r) => r.data);
